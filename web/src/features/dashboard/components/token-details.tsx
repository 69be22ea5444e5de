import { useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { hallDialog } from '../../../components/ui/hall-dialog.ts';
import { toast } from '../../../components/ui/toast.ts';
import { APPROVED_PART, messages, verifyUrl, type TokenPurchase } from '@hall/model';
import { useData } from '../../../lib/data/context.ts';
import { problemText, useMutate } from '../../../lib/data/query.ts';
import { usePagedList } from '../api/use-paged-list.ts';
import { RecordList, type Column } from './record-list.tsx';
import { tokenColumns } from './token-requests.tsx';
import { UploadFailure } from './upload-failure.tsx';
import { dashboardText, listText } from '@hall/model/texts/dashboard';
import { listsText } from '@hall/model/texts/dashboard-lists';

const text = listsText.tokens;

const APPROVED_ONLY = { status: APPROVED_PART };

/**
 * Token_Details: approved tokens only, each with 'Upload Pdf' to attach the office's own PDF
 * (asked first; the student gets it beside the generated token with its QR, not instead of it).
 */
export function TokenDetails() {
  const paged = usePagedList('tokenPurchases', APPROVED_ONLY);
  const columns = useMemo<Column<TokenPurchase>[]>(
    () => [
      ...tokenColumns,
      {
        header: text.pdf,
        action: true,
        cell: (r) => <TokenPdfCell token={r} />,
        csv: (r) => (r.pdfFileName ? text.attached : text.notAttached),
      },
      {
        // For the office's own PDF: the link (or a QR of it) to print on it, as the generated token does.
        header: text.verifyLink,
        cell: (r) => (
          <a
            href={verifyUrl(window.location.origin, r._id)}
            target="_blank"
            rel="noopener"
            aria-label={text.verifyLinkOf(r.Transaction_id)}
          >
            {text.verify}
          </a>
        ),
        csv: (r) => verifyUrl(window.location.origin, r._id),
      },
    ],
    [],
  );

  return (
    <RecordList title={dashboardText.titles.tokenDetails} paged={paged} columns={columns} exportName="token-details" />
  );
}

/**
 * Asks before attaching (issue 35): the office's PDF is offered to the student beside the meal
 * token the portal makes, whose QR code the dining counter scans; it does not replace it. A second
 * PDF replaces the first, so that is said too.
 */
async function confirmAttach(token: TokenPurchase, fileName: string): Promise<boolean> {
  const answer = await hallDialog({
    title: token.pdfFileName ? text.replaceTitle : text.attachTitle,
    text: [
      text.attachWhat(fileName, token.id, token.Transaction_id),
      token.pdfFileName ? text.replacesBefore : '',
      text.besideToken,
    ]
      .filter(Boolean)
      .join(' '),
    icon: 'question',
    showCancelButton: true,
    confirmButtonText: token.pdfFileName ? text.replacePdf : text.attachPdf,
  });
  return answer.isConfirmed;
}

function TokenPdfCell({ token }: { token: TokenPurchase }) {
  const data = useData();
  const mutate = useMutate();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File) => {
    setProgress(0);
    try {
      // The list loads again and shows the token with the file the back end stored (and named).
      await mutate((port) => port.tokenPurchases.attachPdf(token._id, file, setProgress), [['tokenPurchases']]);
      toast.success(messages.notice.uploaded);
    } catch (error) {
      console.error(error);
      toast.error(<UploadFailure reason={problemText(error)} />);
    } finally {
      setProgress(null);
    }
  };

  const attach = async (file: File) => {
    if (await confirmAttach(token, file.name)) await upload(file);
  };

  const view = async () => {
    // Opened now, while the click still counts as the administrator's: a later window.open is blocked.
    const tab = window.open('', '_blank');
    try {
      const blob = await data.tokenPurchases.attachedPdf(token._id);
      const url = URL.createObjectURL(blob);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      toast.error(problemText(error));
    }
  };

  return (
    <div className="token-pdf">
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        aria-label={text.pdfFor(token.Transaction_id)}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void attach(file);
        }}
      />
      <Button size="small" disabled={progress !== null} onClick={() => input.current?.click()}>
        {text.uploadPdf}
      </Button>
      {token.pdfFileName && progress === null && (
        <Button size="small" variant="text" onClick={() => void view()}>
          {text.viewPdf}
        </Button>
      )}
      {progress !== null && <ProgressBar value={progress * 100} label={listText.uploadProgress} />}
    </div>
  );
}
