import { DocumentMessages } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getDocument, GlobalWorkerOptions, TextLayer, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState, type ReactNode } from 'react';

// The worker parses the PDF off the main thread; it is served from our own origin (CSP worker-src 'self').
GlobalWorkerOptions.workerSrc = workerUrl;

/** Rendered at least this wide so small pages stay readable; the panel scrolls when narrower. */
const MIN_WIDTH_PX = 320;

/**
 * The portal's PDF viewer (spec 3 §2.6 preview, issue #21 signing page): one page at a time drawn
 * on a canvas by pdf.js, with a transparent text layer over it so the page's words can be selected
 * and read by assistive technology. Lives in its own chunk with pdf.js. Where the file comes from
 * (a session's document, a signing link's document) is the caller's: `load` fetches it, and a
 * change of `fileKey` loads another.
 */
export function PdfViewer({
  title,
  label,
  fileKey,
  load,
  actions,
}: {
  /** The heading over the page. */
  title: string;
  /** The region's accessible name. */
  label: string;
  fileKey: string | number;
  load: (signal: AbortSignal) => Promise<Blob>;
  /** Buttons after the page controls (download, close). */
  actions?: ReactNode;
}) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [pageNumber, setPageNumber] = useState(1);
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const abort = new AbortController();
    let loaded: PDFDocumentProxy | null = null;
    load(abort.signal)
      .then((blob) => blob.arrayBuffer())
      // No eval: the portal's Content-Security-Policy forbids it, and pdf.js has a path without.
      .then((data) => getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise)
      .then((proxy) => {
        loaded = proxy;
        if (abort.signal.aborted) void proxy.destroy();
        else setPdf(proxy);
      })
      .catch(() => {
        if (!abort.signal.aborted) setFailed(true);
      });
    return () => {
      abort.abort();
      void loaded?.destroy();
    };
    // `load` is a new function on every render of the caller; the file is named by `fileKey`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fileKey]);

  useEffect(() => {
    if (!pdf || !canvas.current || !textLayer.current || !frame.current) return;
    let cancelled = false;
    let render: { cancel(): void } | null = null;
    let text: TextLayer | null = null;
    void (async () => {
      const page = await pdf.getPage(pageNumber);
      if (cancelled || !canvas.current || !textLayer.current || !frame.current) return;
      const natural = page.getViewport({ scale: 1 });
      const width = Math.max(frame.current.clientWidth, MIN_WIDTH_PX);
      const viewport = page.getViewport({ scale: width / natural.width });
      const ratio = window.devicePixelRatio || 1;
      const target = canvas.current;
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      target.style.width = `${viewport.width}px`;
      target.style.height = `${viewport.height}px`;
      const task = page.render({
        canvas: target,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      render = task;
      const layer = textLayer.current;
      layer.replaceChildren();
      layer.style.setProperty('--scale-factor', String(viewport.scale));
      layer.style.setProperty('--total-scale-factor', String(viewport.scale));
      text = new TextLayer({ textContentSource: page.streamTextContent(), container: layer, viewport });
      await Promise.all([task.promise, text.render()]);
    })().catch((error: unknown) => {
      if (!cancelled && (error as { name?: string }).name !== 'RenderingCancelledException') setFailed(true);
    });
    return () => {
      cancelled = true;
      render?.cancel();
      text?.cancel();
    };
  }, [pdf, pageNumber]);

  const pages = pdf?.numPages ?? 0;
  const pageLabel = pages ? `Page ${pageNumber} of ${pages}` : '';

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={label}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 480, position: { lg: 'sticky' }, top: { lg: 16 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="subtitle1" sx={{ flex: '1 1 12rem', fontWeight: 600 }} noWrap>
          {title}
        </Typography>
        <Button size="small" disabled={pageNumber <= 1} onClick={() => setPageNumber((n) => n - 1)}>
          Previous page
        </Button>
        <Typography variant="body2" aria-live="polite">
          {pageLabel}
        </Typography>
        <Button size="small" disabled={!pages || pageNumber >= pages} onClick={() => setPageNumber((n) => n + 1)}>
          Next page
        </Button>
        {actions}
      </Box>
      <Box ref={frame} sx={{ flex: 1, overflow: 'auto', bgcolor: 'grey.200', p: 0, position: 'relative' }}>
        {failed ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {DocumentMessages.previewFailed}
          </Alert>
        ) : (
          <>
            {!pdf && (
              <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
                <CircularProgress aria-label="Loading the preview" />
              </Box>
            )}
            <Box sx={{ position: 'relative', width: 'fit-content', mx: 'auto', display: pdf ? 'block' : 'none' }}>
              <canvas ref={canvas} role="img" aria-label={`${title}, ${pageLabel}`} />
              <Box ref={textLayer} className="textLayer" sx={TEXT_LAYER} />
            </Box>
          </>
        )}
      </Box>
    </Paper>
  );
}

/** The few rules of pdf.js's viewer stylesheet the text layer needs: invisible text laid over the canvas. */
const TEXT_LAYER = {
  position: 'absolute',
  inset: 0,
  overflow: 'clip',
  lineHeight: 1,
  textSizeAdjust: 'none',
  transformOrigin: '0 0',
  '--min-font-size': 1,
  '--text-scale-factor': 'calc(var(--total-scale-factor) * var(--min-font-size))',
  '--min-font-size-inv': 'calc(1 / var(--min-font-size))',
  '& span, & br': {
    color: 'transparent',
    position: 'absolute',
    whiteSpace: 'pre',
    cursor: 'text',
    transformOrigin: '0% 0%',
  },
  '& > :not(.markedContent), & .markedContent span:not(.markedContent)': {
    zIndex: 1,
    '--font-height': 0,
    fontSize: 'calc(var(--text-scale-factor) * var(--font-height))',
    '--scale-x': 1,
    '--rotate': '0deg',
    transform: 'rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv))',
  },
  '& .markedContent': { display: 'contents' },
} as const;
