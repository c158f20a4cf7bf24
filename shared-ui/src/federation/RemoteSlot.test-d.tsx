// Compiled by `pnpm typecheck`, never run: RemoteSlot accepts only a screen that its remote exposes in
// federation-config/remotes.ts, so a screen renamed or removed there fails every user still naming it.
import { RemoteSlot } from './RemoteSlot.tsx';

export const typedScreens = [
  <RemoteSlot key="generator" remote="mfe_generator" module="GeneratorPanel" load="near" />,
  <RemoteSlot key="blog" remote="mfe_blog" module="BlogArticlePage" prerendered="" />,
  // @ts-expect-error a screen the remote does not expose (BlogListPage's old name)
  <RemoteSlot key="renamed" remote="mfe_blog" module="BlogList" />,
  // @ts-expect-error another remote's screen
  <RemoteSlot key="elsewhere" remote="mfe_blog" module="GeneratorPanel" />,
  // @ts-expect-error a remote that does not exist
  <RemoteSlot key="unknown" remote="mfe_inconnu" module="BlogListPage" />,
];
