import { Download, FileText, FileType } from 'lucide-react';
import { Button, fr, type ExportFormat } from '@lettra/shared-ui';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@lettra/shared-ui/dropdown-menu';

/**
 * 'Télécharger' and its two formats. A locked letter gets a plain button instead, whose click is refused with
 * the 'Fonctionnalité premium' toast (docs/product.md §6) rather than a menu of formats that would all be refused; the
 * format it passes does not matter, the refusal comes before any request.
 */
export function DownloadMenu({ locked, onDownload }: { locked: boolean; onDownload: (format: ExportFormat) => void }) {
  const label = (
    <>
      <Download aria-hidden="true" />
      {fr.myLetters.download}
    </>
  );
  if (locked) {
    return (
      <Button variant="outline" size="sm" onClick={() => onDownload('pdf')}>
        {label}
      </Button>
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          {label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem icon={<FileText />} onSelect={() => onDownload('docx')}>
          {fr.preview.formatWord}
        </DropdownMenuItem>
        <DropdownMenuItem icon={<FileType />} onSelect={() => onDownload('pdf')}>
          {fr.preview.formatPdf}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
