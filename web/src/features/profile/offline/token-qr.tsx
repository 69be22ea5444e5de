// An approved meal token's QR on the phone (issue 33): the same /verify/<id> link the meal-token
// PDF prints, drawn here as SVG, so it opens at the dining counter with no network. The view and
// qrcode are a chunk of their own, loaded when the student first asks for it.
import { lazy, Suspense, useState } from 'react';
import type { TokenPurchase } from '@hall/model';
import { offlineText } from '@hall/model/texts/offline';
import { Button } from '../../../components/ui/button.tsx';

const TokenQrView = lazy(() => import('./token-qr-view.tsx'));

export function ShowQrButton({ token }: { token: Pick<TokenPurchase, '_id' | 'Start_date' | 'End_date'> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" align="start" onClick={() => setOpen(true)}>
        {offlineText.showQr}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <TokenQrView token={token} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
