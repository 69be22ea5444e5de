// The profile's offline notes (issue 33): the line over a page read from the device's last copies,
// and the student's forms waiting to be sent. Mounted by the profile's layout, which also sends
// the waiting forms when it opens (the app's start) and whenever the network returns.
import { useState } from 'react';
import { offlineText } from '@hall/model/texts/offline';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useKeptForms, useOutboxSender, useShownAsOf } from '../../../lib/data/offline/use-offline.ts';
import { deviceOutbox, type OutboxEntry } from '../../../lib/data/offline/outbox.ts';
import { hallClock, hallDayAndClock } from './hall-clock.ts';
import './offline.css';

function KeptForm({ entry, sendNow }: { entry: OutboxEntry; sendNow: (key: string) => Promise<void> }) {
  const [sending, setSending] = useState(false);
  const askFirst = deviceOutbox.needsAsking(entry);
  return (
    <li className="stack">
      <span>
        <strong>{offlineText.forms[entry.kind]}</strong> · {offlineText.waitingSince(hallDayAndClock(entry.queuedAt))}
      </span>
      {askFirst ? <span>{offlineText.askFirst}</span> : null}
      <span className="offline-kept__actions">
        {askFirst ? (
          <Button
            size="small"
            disabled={sending}
            onClick={() => {
              setSending(true);
              void sendNow(entry.key).finally(() => setSending(false));
            }}
          >
            {offlineText.sendNow}
          </Button>
        ) : null}
        <Button size="small" variant="secondary" disabled={sending} onClick={() => deviceOutbox.remove(entry.key)}>
          {offlineText.discard}
        </Button>
      </span>
    </li>
  );
}

export function OfflineNotes() {
  const sendNow = useOutboxSender();
  const shownAsOf = useShownAsOf();
  const kept = useKeptForms();
  return (
    <>
      {shownAsOf !== null ? (
        <p className="muted" role="status">
          {offlineText.shownAsOf(hallClock(shownAsOf))}
        </p>
      ) : null}
      {kept.length > 0 ? (
        <Card as="section" fill className="stack" aria-label={offlineText.waitingTitle}>
          <h2>{offlineText.waitingTitle}</h2>
          <ul className="stack offline-kept">
            {kept.map((entry) => (
              <KeptForm key={entry.key} entry={entry} sendNow={sendNow} />
            ))}
          </ul>
        </Card>
      ) : null}
    </>
  );
}
