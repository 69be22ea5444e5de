import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { messages, TOKEN_AMOUNTS, TOKEN_PACKAGE_LABELS, TOKEN_PACKAGES, tokenPurchaseInput, type TokenPackage } from '@hall/model';
import { useMyUser } from '../../hooks/use-my-user.ts';
import { useData } from '../../lib/data/context.ts';
import { PaymentFields } from './payment-fields.tsx';
import { RequestFormShell } from './request-form-shell.tsx';
import { nativeSelect, SelectOptions, shrinkLabel } from './select-options.tsx';
import { useRequestForm } from './use-request-form.ts';

const EMPTY = { Start_date: '', End_date: '', package1: '', amount: '', Transaction_id: '', bkash_number: '' };

/** /token_purches: a meal-token purchase paid by bKash. */
export function TokenPurchaseForm() {
  const data = useData();
  const identity = useMyUser();
  const form = useRequestForm({
    initial: EMPTY,
    schema: tokenPurchaseInput,
    submit: (input) => data.tokenPurchases.create(input),
    successMessage: messages.forms.tokenSubmitted,
    conflictField: 'Transaction_id',
  });
  return (
    <RequestFormShell title="Token Purchase" identity={identity} {...form}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Start date" type="date" required fullWidth slotProps={shrinkLabel} {...form.field('Start_date')} />
        <TextField label="End date" type="date" required fullWidth slotProps={shrinkLabel} {...form.field('End_date')} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Package" select fullWidth slotProps={nativeSelect} {...form.field('package1')}>
          <SelectOptions
            placeholder="Select a package"
            values={TOKEN_PACKAGES}
            label={(value) => TOKEN_PACKAGE_LABELS[value as TokenPackage]}
          />
        </TextField>
        <TextField label="Amount" select fullWidth slotProps={nativeSelect} {...form.field('amount')}>
          <SelectOptions placeholder="Select an amount" values={TOKEN_AMOUNTS} label={(value) => `${value} Tk`} />
        </TextField>
      </Stack>
      <PaymentFields field={form.field} />
    </RequestFormShell>
  );
}
