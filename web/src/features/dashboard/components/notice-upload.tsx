import { useRef, useState } from 'react';
import { messages, noticeInput } from '@hall/model';
import { Button } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import TextField from '../../../components/ui/text-field.tsx';
import { FormFailure, useForm } from '../../../hooks/use-form.ts';
import { problemText, useMutate } from '../../../lib/data/query.ts';
import { PublishedNotices } from './published-notices.tsx';
import { UploadFailure } from './upload-failure.tsx';
import { dashboardText, listText } from '@hall/model/texts/dashboard';
import { listsText } from '@hall/model/texts/dashboard-lists';
import './notice-upload.css';

const text = listsText.notices;

/** Today in the administrator's own time zone, as yyyy-mm-dd. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * Notice: title, date, PDF file, Upload, on the one form hook, then the published notices (each
 * with Delete). The spec's 'Please fill in all
 * fields' (no title or no file) comes first, above the form; the model's `noticeInput` gives the
 * title and the date their messages beside them. A bar follows the upload.
 */
export function NoticeUpload() {
  const mutate = useMutate();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm({
    initial: { title: '', date: today() },
    schema: noticeInput,
    refusalSummary: ({ title }) => (title.trim() === '' || !file ? messages.notice.missingFields : null),
    failureText: problemText,
    send: async (input) => {
      setUploaded(false);
      if (!file) throw new FormFailure(messages.notice.missingFields);
      setProgress(0);
      try {
        await mutate((data) => data.notices.upload({ ...input, file }, setProgress), [['notices']]);
      } finally {
        setProgress(null);
      }
      setUploaded(true);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    },
  });

  const uploading = progress !== null;
  const problem = form.formError;
  return (
    <section className="notice-upload" aria-labelledby="notice-title">
      <h1 id="notice-title" className="dashboard__title">
        {dashboardText.titles.notice}
      </h1>
      {/* noValidate: a missing title or file is the spec's 'Please fill in all fields', not the browser's bubble. */}
      <form className="notice-upload__form" onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <TextField label={text.title} required disabled={uploading} {...form.field('title')} />
        <TextField label={text.date} type="date" required disabled={uploading} {...form.field('date')} />
        <label className="notice-upload__file">
          <span className="field__label">
            {text.pdfFile}
            <span aria-hidden="true"> *</span>
          </span>
          <input
            ref={fileInput}
            type="file"
            accept="application/pdf,.pdf"
            required
            aria-label={text.pdfFile}
            disabled={uploading}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <Button type="submit" disabled={uploading || form.submitting}>
          {text.upload}
        </Button>
        {uploading && <ProgressBar value={progress * 100} label={listText.uploadProgress} />}
        {problem ? (
          <p role="alert" className="notice-upload__outcome error-text">
            {problem === messages.notice.missingFields ? problem : <UploadFailure reason={problem} />}
          </p>
        ) : uploaded ? (
          <p role="status" className="notice-upload__outcome notice-upload__outcome--success">
            {messages.notice.uploaded}
          </p>
        ) : null}
      </form>
      <PublishedNotices />
    </section>
  );
}
