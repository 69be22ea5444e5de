import { useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { fieldErrors, messages, noticeInput } from '@hall/model';
import { problemText, useMutate } from '../../../lib/data/query.ts';
import { UploadFailure } from './upload-failure.tsx';

type Outcome = { kind: 'missing' | 'failed' | 'success'; reason?: string } | null;

/** Today in the administrator's own time zone, as yyyy-mm-dd. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * Notice: title, date, PDF file, Upload. Title and file are checked first (the spec's 'Please fill
 * in all fields'), then title and date with the model's `noticeInput`; the date is a required
 * input. A bar follows the upload.
 */
export function NoticeUpload() {
  const mutate = useMutate();
  const [title, setTitle] = useState('');
  const [date, setDate] = useState(today);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '' || !file) {
      setOutcome({ kind: 'missing' });
      return;
    }
    // Then the model's own checks, the API's and the rules' (a title too long, a date that is no date).
    const parsed = noticeInput.safeParse({ title, date });
    if (!parsed.success) {
      setOutcome({ kind: 'failed', reason: Object.values(fieldErrors(parsed.error)).join(' ') });
      return;
    }
    setOutcome(null);
    setProgress(0);
    try {
      await mutate((data) => data.notices.upload({ ...parsed.data, file }, setProgress), [['notices']]);
      setOutcome({ kind: 'success' });
      setTitle('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      console.error(error);
      setOutcome({ kind: 'failed', reason: problemText(error) });
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  return (
    <section className="notice-upload" aria-labelledby="notice-title">
      <h1 id="notice-title" className="dashboard__title">
        Notice
      </h1>
      <form className="notice-upload__form" onSubmit={(event) => void submit(event)} noValidate={false}>
        <TextField
          label="Title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          disabled={uploading}
        />
        <TextField
          label="Date"
          type="date"
          required
          value={date}
          onChange={(event) => setDate(event.target.value)}
          disabled={uploading}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <label className="notice-upload__file">
          <span>PDF file</span>
          <input
            ref={fileInput}
            type="file"
            accept="application/pdf,.pdf"
            disabled={uploading}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <Button type="submit" variant="contained" disabled={uploading}>
          Upload
        </Button>
        {uploading && (
          <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label="Upload progress" />
        )}
        {outcome && (
          <p
            role={outcome.kind === 'success' ? 'status' : 'alert'}
            className={`notice-upload__outcome notice-upload__outcome--${outcome.kind === 'success' ? 'success' : 'error'}`}
          >
            {outcome.kind === 'missing' && messages.notice.missingFields}
            {outcome.kind === 'failed' && <UploadFailure reason={outcome.reason} />}
            {outcome.kind === 'success' && messages.notice.uploaded}
          </p>
        )}
      </form>
    </section>
  );
}
