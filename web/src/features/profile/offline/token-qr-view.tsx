import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { verifyUrl, type TokenPurchase } from '@hall/model';
import { offlineText } from '@hall/model/texts/offline';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { formatPeriod } from '../../../lib/format-date.ts';
import './offline.css';

/** The token's QR as SVG markup: the link the PDF's QR holds (meal-token-pdf.ts), at the same error correction. */
export function tokenQrSvg(tokenId: string, origin: string): Promise<string> {
  return QRCode.toString(verifyUrl(origin, tokenId), { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}

export default function TokenQrView({
  token,
  onClose,
}: {
  token: Pick<TokenPurchase, '_id' | 'Start_date' | 'End_date'>;
  onClose: () => void;
}) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let shown = true;
    tokenQrSvg(token._id, window.location.origin).then(
      (markup) => shown && setSvg(markup),
      (error: unknown) => {
        console.error('The QR code could not be drawn:', error);
        if (shown) setFailed(true);
      },
    );
    return () => {
      shown = false;
    };
  }, [token._id]);
  return (
    <Modal open title={offlineText.qrTitle} onClose={onClose}>
      <div className="token-qr">
        <p>{offlineText.qrValid(formatPeriod(token.Start_date, token.End_date))}</p>
        {failed ? <p role="alert">{offlineText.qrFailed}</p> : null}
        {/* qrcode's own SVG of our own link: no outside text reaches this markup. */}
        {svg ? (
          <div
            className="token-qr__code"
            role="img"
            aria-label={offlineText.qrTitle}
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        ) : null}
        <p className="muted">{offlineText.qrHint}</p>
        <Button onClick={onClose}>{offlineText.close}</Button>
      </div>
    </Modal>
  );
}
