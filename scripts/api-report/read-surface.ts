// The public surface of a workspace library, read by the TypeScript compiler from its sources as its
// declarations would state it (TypeScript 6's compiler API, the root's: the workspaces' TypeScript 7 has none): every export of each entry, with its kind and signature. Written to a
// committed report (cli.ts) so that a change of surface is seen, and versioned, in review.
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** entry ('@lettra/shared-ui/dialog') → export name → its kind and signature, on one line. */
export type Surface = Record<string, Record<string, string>>;

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/** One line, and a named type by its name alone: where it is declared is no part of the surface. */
const tidy = (text: string) => text.replace(/import\("[^"]*"\)\./g, '').replace(/\s+/g, ' ').trim();

/** A type alias that names a constant's type (`type FrStrings = typeof fr`). */
const isTypeOfConstant = (symbol: ts.Symbol) =>
  symbol.declarations?.some((declaration) => ts.isTypeAliasDeclaration(declaration) && ts.isTypeQueryNode(declaration.type)) ?? false;

class SurfaceWriter {
  private readonly checker: ts.TypeChecker;
  private readonly at: ts.Node;

  constructor(checker: ts.TypeChecker, at: ts.Node) {
    this.checker = checker;
    this.at = at;
  }

  /** A type; a function's without its parameters' names, which callers never see. */
  type(type: ts.Type): string {
    const calls = type.getCallSignatures();
    if (calls.length > 0 && type.getProperties().length === 0) return calls.map((call) => this.signature(call)).join(' & ');
    return tidy(this.checker.typeToString(type, this.at, FORMAT));
  }

  signature(signature: ts.Signature): string {
    const generics = signature.getTypeParameters() ?? [];
    const typeParameters = generics.length === 0 ? '' : `<${generics.map((parameter) => tidy(this.checker.typeToString(parameter, this.at, FORMAT)) + this.constraint(parameter)).join(', ')}>`;
    const parameters = signature.getParameters().map((parameter) => {
      const declaration = parameter.valueDeclaration;
      const optional = declaration && ts.isParameter(declaration) && (declaration.questionToken || declaration.initializer) ? '?' : '';
      const rest = declaration && ts.isParameter(declaration) && declaration.dotDotDotToken ? '...' : '';
      return `${rest}${this.type(this.checker.getTypeOfSymbolAtLocation(parameter, this.at))}${optional}`;
    });
    return `${typeParameters}(${parameters.join(', ')}) => ${this.type(signature.getReturnType())}`;
  }

  private constraint(parameter: ts.TypeParameter): string {
    const constraint = parameter.getConstraint();
    return constraint ? ` extends ${tidy(this.checker.typeToString(constraint, this.at, FORMAT))}` : '';
  }

  /** The members of an interface, a class's instances or an object type, each with its type. */
  members(type: ts.Type): string {
    const members = this.checker.getPropertiesOfType(type).map((member) => {
      const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
      return `${member.name}${optional}: ${this.type(this.checker.getTypeOfSymbolAtLocation(member, this.at))}`;
    });
    return `{ ${members.join('; ')} }`;
  }

  /**
   * A constant: an object literal member by member ('fr.nav.login'), so that a key added is an addition
   * and a key removed a removal; a text as `string`, since a wording is not a signature.
   */
  constant(name: string, type: ts.Type, into: Record<string, string>, kind: 'const' | 'type' = 'const') {
    const plain =
      type.flags & ts.TypeFlags.Object &&
      (type as ts.ObjectType).objectFlags & (ts.ObjectFlags.ObjectLiteral | ts.ObjectFlags.Anonymous) &&
      type.getCallSignatures().length === 0 &&
      type.getConstructSignatures().length === 0 &&
      !this.checker.isArrayType(type) &&
      !this.checker.isTupleType(type);
    const members = plain ? this.checker.getPropertiesOfType(type) : [];
    if (members.length === 0) {
      into[name] = `${kind} ${this.type(type.isLiteral() ? this.checker.getBaseTypeOfLiteralType(type) : type)}`;
      return;
    }
    for (const member of members) this.constant(`${name}.${member.name}`, this.checker.getTypeOfSymbolAtLocation(member, this.at), into, kind);
  }

  /** What an export is and its signature, under its name (a constant's members under theirs). */
  describe(exported: ts.Symbol, into: Record<string, string>) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(exported) : exported;
    const valueType = this.checker.getTypeOfSymbolAtLocation(symbol, this.at);
    const parts: string[] = [];
    if (symbol.flags & ts.SymbolFlags.Class) {
      const constructors = valueType.getConstructSignatures().map((signature) => `new ${this.signature(signature)}`);
      parts.push(`class ${constructors.join(' | ')} ${this.members(this.checker.getDeclaredTypeOfSymbol(symbol))}`);
    } else if (symbol.flags & ts.SymbolFlags.Interface) {
      parts.push(`interface ${this.members(this.checker.getDeclaredTypeOfSymbol(symbol))}`);
    } else if (symbol.flags & ts.SymbolFlags.TypeAlias && isTypeOfConstant(symbol)) {
      // `type FrStrings = typeof fr`: the constant's members, as the constant's.
      return this.constant(exported.name, this.checker.getDeclaredTypeOfSymbol(symbol), into, 'type');
    } else if (symbol.flags & ts.SymbolFlags.TypeAlias) {
      parts.push(`type ${tidy(this.checker.typeToString(this.checker.getDeclaredTypeOfSymbol(symbol), this.at, FORMAT | ts.TypeFormatFlags.InTypeAlias))}`);
    }
    if (symbol.flags & ts.SymbolFlags.Function) parts.push(`function ${this.type(valueType)}`);
    else if (symbol.flags & ts.SymbolFlags.Variable && parts.length === 0) return this.constant(exported.name, valueType, into);
    else if (symbol.flags & ts.SymbolFlags.Variable) parts.push(`const ${this.type(valueType)}`);
    into[exported.name] = parts.join(' & ');
  }
}

/**
 * The surface of the entries `entries` (entry name → source file, relative to `packageDir`), compiled
 * with the package's own tsconfig.json.
 */
export function readSurface(packageDir: string, entries: Record<string, string>): Surface {
  const configFile = join(packageDir, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(configFile, {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error(`${configFile} illisible`);
  const files = Object.fromEntries(Object.entries(entries).map(([entry, file]) => [entry, resolve(packageDir, file)]));
  const program = ts.createProgram({ rootNames: Object.values(files), options: { ...config.options, noEmit: true } });
  const checker = program.getTypeChecker();
  return Object.fromEntries(
    Object.entries(files).map(([entry, file]) => {
      const source = program.getSourceFile(file);
      const module = source && checker.getSymbolAtLocation(source);
      if (!source || !module) throw new Error(`${entry} : ${file} n'est pas un module (depuis ${dirname(configFile)})`);
      const writer = new SurfaceWriter(checker, source);
      const exports: Record<string, string> = {};
      for (const symbol of checker.getExportsOfModule(module)) writer.describe(symbol, exports);
      return [entry, Object.fromEntries(Object.entries(exports).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))];
    }),
  );
}
