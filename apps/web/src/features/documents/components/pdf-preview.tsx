import { DocumentMessages, type Document } from '@portal/contract';
import Button from '@mui/material/Button';
import { PdfViewer } from '../../../components/pdf/pdf-viewer';
import { getDocumentFile } from '../api/download-document';

/** The side-by-side preview of a document (spec 3 §2.6): the portal's viewer with Download and Close. */
export function PdfPreview({
  document,
  onDownload,
  onClose,
}: {
  document: Document;
  onDownload: () => void;
  onClose: () => void;
}) {
  return (
    <PdfViewer
      title={document.company}
      label={`Preview of ${document.file_name}`}
      fileKey={document.id}
      load={(signal) => getDocumentFile(document.id, signal)}
      actions={
        <>
          <Button size="small" onClick={onDownload}>
            {DocumentMessages.download}
          </Button>
          <Button size="small" onClick={onClose}>
            {DocumentMessages.closePreview}
          </Button>
        </>
      }
    />
  );
}
