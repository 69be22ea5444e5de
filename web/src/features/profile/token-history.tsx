import { historyText as text } from '@hall/model/texts/history';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { APPROVED_STATUS, messages, TOKEN_PACKAGE_LABELS, type TokenPurchase } from '@hall/model';
import { useData } from '../../lib/data/context.ts';
import { formatDate, formatPeriod } from '../../lib/format-date.ts';
import { DataError } from '../../lib/data/port.ts';
import { downloadOfficePdf, downloadToken } from './download-token.ts';
import { HistoryCard, StatusChip } from './history-card.tsx';
import { MyHistory } from './history-frame.tsx';
import { ShowQrButton } from './offline/token-qr.tsx';
import { useProfileRecord } from './profile-record.ts';

function TokenItem({ item }: { item: TokenPurchase }) {
  const { tokenPurchases } = useData();
  const profile = useProfileRecord();
  const [busy, setBusy] = useState(false);
  const approved = item.status === APPROVED_STATUS;
  async function download(save: () => Promise<void>) {
    setBusy(true);
    try {
      await save();
    } catch (error) {
      console.error('The token could not be made:', error);
      toast.error(error instanceof DataError ? error.message : messages.api.internal);
    } finally {
      setBusy(false);
    }
  }
  // The name printed is the student's now (their profile's), as the /verify page shows it.
  const name = profile.status === 'found' ? profile.user.name : item.name;
  return (
    <HistoryCard
      label={text.token(formatPeriod(item.Start_date, item.End_date))}
      rows={[
        [text.filed, formatDate(item.createdAt)],
        [text.from, formatDate(item.Start_date)],
        [text.to, formatDate(item.End_date)],
        [text.package, item.package1 in TOKEN_PACKAGE_LABELS ? text.packageDays(item.package1) : item.package1],
        [text.amount, text.taka(item.amount)],
        [text.transactionId, item.Transaction_id],
        [text.bkashNumber, item.bkash_number],
      ]}
    >
      <StatusChip record={item} />
      {approved ? (
        <Button onClick={() => void download(() => downloadToken(item, name))} disabled={busy} align="start">
          {text.download}
        </Button>
      ) : null}
      {approved ? <ShowQrButton token={item} /> : null}
      {/* The office's own PDF, beside the token with its QR code (issue 35), never instead of it. */}
      {approved && item.pdfFileName ? (
        <Button
          variant="secondary"
          onClick={() => void download(() => downloadOfficePdf(item, tokenPurchases))}
          disabled={busy}
          align="start"
        >
          {text.officePdf}
        </Button>
      ) : null}
    </HistoryCard>
  );
}

export function TokenHistory() {
  return <MyHistory group="tokenPurchases" title={text.tokenHistory} empty={text.noToken} Item={TokenItem} />;
}
