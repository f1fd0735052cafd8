import { useEffect, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { CountrySelect } from '@/components/form/country-select';
import { ImageInput } from '@/components/form/image-input';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import { VerifyEmailNote } from './verify-email-note';
import type { UserProfile } from '../api/get-user';
import { saveProfile, type ProfileValues, type SaveOutcome } from '../api/update-user';
import { Avatar } from './avatar';

function initialValues(user: UserProfile): ProfileValues {
  return {
    username: user.username ?? '',
    email: user.email ?? '',
    country: user.country ?? '',
    phone: user.phone ?? '',
  };
}

export function SettingsForm({ user }: { user: UserProfile }) {
  const [values, setValues] = useState<ProfileValues>(() => initialValues(user));
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [pictureError, setPictureError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const set = (key: keyof ProfileValues) => (value: string) => setValues((old) => ({ ...old, [key]: value }));

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choosePicture = (file: File | null) => {
    const valid = !file || file.type.startsWith('image/');
    setPictureError(valid ? undefined : 'Only image files are allowed');
    setPicture(valid ? file : null);
    setPreview(valid && file ? URL.createObjectURL(file) : null);
  };

  const emailChanged = values.email.trim().toLowerCase() !== (user.email ?? '').toLowerCase();
  const needsPassword = emailChanged && user.hasPassword !== false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const { currentPassword, ...profile } = values;
    setOutcome(
      await saveProfile(user.id, needsPassword ? { ...profile, currentPassword } : profile, picture, setUploading),
    );
    setSaving(false);
  };

  return (
    <Form noValidate onSubmit={submit}>
      {outcome && <Alert variant={outcome.ok ? 'success' : 'danger'}>{outcome.message}</Alert>}
      <div className="d-flex align-items-center gap-3 mb-3">
        <Avatar src={preview ?? user.img} name={user.username} />
        <span className="small text-body-secondary" aria-live="polite">
          {uploading
            ? 'Uploading...'
            : picture
              ? 'New image selected!'
              : user.img
                ? 'Current picture'
                : 'No picture yet'}
        </span>
      </div>
      <fieldset disabled={saving}>
        <ImageInput label="Profile image" error={pictureError} onChange={choosePicture} />
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          value={values.username}
          onChange={set('username')}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
        />
        {needsPassword && (
          <PasswordField
            label="Current password (to change your e-mail address)"
            name="currentPassword"
            autoComplete="current-password"
            value={values.currentPassword ?? ''}
            onChange={set('currentPassword')}
          />
        )}
        {!emailChanged && user.emailVerified === false && <VerifyEmailNote />}
        <CountrySelect value={values.country} onChange={set('country')} required={false} />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={set('phone')}
          required={false}
        />
        <div className="d-flex flex-wrap gap-3 align-items-center">
          <Button type="submit">Update Profile</Button>
          <Link to="/update-password">Change Password</Link>
        </div>
      </fieldset>
    </Form>
  );
}
