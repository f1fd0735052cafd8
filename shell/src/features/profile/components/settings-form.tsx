import { useEffect, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@market/router';
import { IMAGE_RULE } from '@market/contracts';
import { useErrorText } from '@market/ui';
import { fileChoiceProblemIn } from '@market/ui/orders';
import { CountrySelect } from '@/components/form/country-select';
import { ImageInput } from '@/components/form/image-input';
import { PasswordField } from '@/components/form/password-field';
import { EmailField, TextField, UsernameField } from '@/components/form/text-field';
import { VerifyEmailNote } from './verify-email-note';
import type { UserProfile } from '../api/get-user';
import { saveProfile, type ProfileValues, type SaveOutcome } from '../api/update-user';
import { Avatar } from './avatar';

const messages = defineMessages({
  saved: { id: 'shell.profile.saved', defaultMessage: 'Profile updated successfully!' },
  uploadFailed: { id: 'shell.profile.uploadFailed', defaultMessage: 'Failed to upload the new image.' },
  saveFailed: { id: 'shell.profile.saveFailed', defaultMessage: 'Failed to update profile.' },
  uploading: { id: 'shell.profile.uploading', defaultMessage: 'Uploading...' },
  newPicture: { id: 'shell.profile.newPicture', defaultMessage: 'New image selected!' },
  currentPicture: { id: 'shell.profile.currentPicture', defaultMessage: 'Current picture' },
  noPicture: { id: 'shell.profile.noPicture', defaultMessage: 'No picture yet' },
  image: { id: 'shell.profile.image', defaultMessage: 'Profile image' },
  username: { id: 'shell.profile.username', defaultMessage: 'Username' },
  email: { id: 'shell.profile.email', defaultMessage: 'Email' },
  currentPassword: {
    id: 'shell.profile.currentPassword',
    defaultMessage: 'Current password (to change your e-mail address)',
  },
  phone: { id: 'shell.profile.phone', defaultMessage: 'Phone' },
});

function initialValues(user: UserProfile): ProfileValues {
  return {
    username: user.username ?? '',
    email: user.email ?? '',
    country: user.country ?? '',
    phone: user.phone ?? '',
  };
}

/**
 * A message speaks of the last save only: a later change takes it away, except the reasons beside
 * the fields not yet changed.
 */
function afterChange(outcome: SaveOutcome | null, changed: keyof ProfileValues): SaveOutcome | null {
  if (!outcome || outcome.ok || outcome.problem !== 'save' || !outcome.fields) return null;
  const fields = { ...outcome.fields, [changed]: undefined };
  return Object.values(fields).some(Boolean) ? { ...outcome, fields } : null;
}

export function SettingsForm({ user }: { user: UserProfile }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [values, setValues] = useState<ProfileValues>(() => initialValues(user));
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [pictureError, setPictureError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const set = (key: keyof ProfileValues) => (value: string) => {
    setValues((old) => ({ ...old, [key]: value }));
    setOutcome((old) => afterChange(old, key));
  };
  const fieldErrors = outcome && !outcome.ok && outcome.problem === 'save' ? outcome.fields : undefined;
  const outcomeText = (shown: SaveOutcome) => {
    if (shown.ok) return intl.formatMessage(messages.saved);
    if (shown.problem === 'upload') return intl.formatMessage(messages.uploadFailed);
    return shown.serverMessage ?? intl.formatMessage(messages.saveFailed);
  };

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choosePicture = (file: File | null) => {
    setOutcome(null);
    const problem = file ? fileChoiceProblemIn(intl, file, IMAGE_RULE) : null;
    setPictureError(problem ?? undefined);
    const valid = !problem;
    setPicture(valid ? file : null);
    setPreview(valid && file ? URL.createObjectURL(file) : null);
  };

  const emailChanged = values.email.trim().toLowerCase() !== (user.email ?? '').toLowerCase();
  const needsPassword = emailChanged && user.hasPassword !== false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A picture that cannot be uploaded stops the save (the spec), rather than saving the rest.
    if (pictureError) {
      setOutcome({ ok: false, problem: 'upload' });
      return;
    }
    setSaving(true);
    const { currentPassword, ...profile } = values;
    const result = await saveProfile(
      user.id,
      needsPassword ? { ...profile, currentPassword } : profile,
      picture,
      setUploading,
      errorText,
    );
    // The saved picture is the current one now (its preview stays on screen).
    if (result.ok) setPicture(null);
    setOutcome(result);
    setSaving(false);
  };

  return (
    <Form noValidate onSubmit={submit}>
      {outcome && <Alert variant={outcome.ok ? 'success' : 'danger'}>{outcomeText(outcome)}</Alert>}
      <div className="d-flex align-items-center gap-3 mb-3">
        <Avatar src={preview ?? user.img} name={user.username} />
        <span className="small text-body-secondary" aria-live="polite">
          {intl.formatMessage(
            uploading
              ? messages.uploading
              : picture
                ? messages.newPicture
                : preview || user.img
                  ? messages.currentPicture
                  : messages.noPicture,
          )}
        </span>
      </div>
      <fieldset disabled={saving}>
        <ImageInput
          label={intl.formatMessage(messages.image)}
          error={pictureError}
          onChange={choosePicture}
        />
        <UsernameField
          label={intl.formatMessage(messages.username)}
          value={values.username}
          onChange={set('username')}
          error={fieldErrors?.username}
        />
        <EmailField
          label={intl.formatMessage(messages.email)}
          value={values.email}
          onChange={set('email')}
          error={fieldErrors?.email}
        />
        {needsPassword && (
          <PasswordField
            label={intl.formatMessage(messages.currentPassword)}
            name="currentPassword"
            autoComplete="current-password"
            value={values.currentPassword ?? ''}
            onChange={set('currentPassword')}
            error={fieldErrors?.currentPassword}
          />
        )}
        {!emailChanged && user.emailVerified === false && <VerifyEmailNote />}
        <CountrySelect
          value={values.country}
          onChange={set('country')}
          required={false}
          error={fieldErrors?.country}
        />
        <TextField
          label={intl.formatMessage(messages.phone)}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={set('phone')}
          error={fieldErrors?.phone}
          required={false}
        />
        <div className="d-flex flex-wrap gap-3 align-items-center">
          <Button type="submit">
            <FormattedMessage id="shell.profile.update" defaultMessage="Update Profile" />
          </Button>
          <Link to="/update-password">
            <FormattedMessage id="shell.profile.changePassword" defaultMessage="Change Password" />
          </Link>
        </div>
      </fieldset>
    </Form>
  );
}
