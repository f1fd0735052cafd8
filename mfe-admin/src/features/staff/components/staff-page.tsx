import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '@market/api-client';
import {
  STAFF_ROLES,
  type StaffInvitationJson,
  type StaffMemberJson,
  type StaffRole,
} from '@market/contracts';
import { errorTextIn, LoadingBlock, toast, useLoad } from '@market/ui';
import { AdminScreen } from '@/shared/components/admin-screen';
import { useFormats } from '@/shared/lib/use-formats';
import { untyped } from '@/shared/lib/untyped';
import { changeStaff, inviteStaff, listInvitations, listStaff, withdrawInvitation } from '../api/staff-api';

const loadStaff = () => Promise.all([listStaff(), listInvitations()]);
const ROLE_LABEL = defineMessages<StaffRole>({
  owner: { id: 'admin.staff.role.owner', defaultMessage: 'Owner' },
  manager: { id: 'admin.staff.role.manager', defaultMessage: 'Manager' },
  fulfilment: { id: 'admin.staff.role.fulfilment', defaultMessage: 'Fulfilment' },
  support: { id: 'admin.staff.role.support', defaultMessage: 'Support' },
  finance: { id: 'admin.staff.role.finance', defaultMessage: 'Finance' },
});

const messages = untyped(
  defineMessages({
    invited: { id: 'admin.staff.invited', defaultMessage: 'Invitation sent to {email}' },
    inviteFailed: { id: 'admin.staff.inviteFailed', defaultMessage: 'Failed to send the invitation' },
    role: { id: 'admin.staff.roleLabel', defaultMessage: 'Role' },
    updated: { id: 'admin.staff.updated', defaultMessage: '{name} updated' },
    updateFailed: { id: 'admin.staff.updateFailed', defaultMessage: 'Failed to update {name}' },
    roleOf: { id: 'admin.staff.roleOf', defaultMessage: 'Role of {name}' },
    active: { id: 'admin.staff.active', defaultMessage: 'Active' },
    deactivated: { id: 'admin.staff.deactivated', defaultMessage: 'Deactivated' },
    never: { id: 'admin.staff.never', defaultMessage: 'never' },
    withdrawn: { id: 'admin.staff.withdrawn', defaultMessage: 'Invitation to {email} withdrawn' },
    withdrawFailed: { id: 'admin.staff.withdrawFailed', defaultMessage: 'Failed to withdraw the invitation' },
    loading: { id: 'admin.staff.loading', defaultMessage: 'Loading staff…' },
    email: { id: 'admin.staff.email', defaultMessage: 'E-mail' },
    lastSignIn: { id: 'admin.staff.lastSignIn', defaultMessage: 'Last sign-in' },
  }),
);

function RoleSelect(props: {
  id: string;
  value: StaffRole;
  label: string;
  disabled?: boolean;
  onChange: (role: StaffRole) => void;
}) {
  const intl = useIntl();
  return (
    <Form.Select
      id={props.id}
      size="sm"
      aria-label={props.label}
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value as StaffRole)}
    >
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {intl.formatMessage(ROLE_LABEL[role])}
        </option>
      ))}
    </Form.Select>
  );
}

function InviteForm({ onInvited }: { onInvited: (invitation: StaffInvitationJson) => void }) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('fulfilment');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSending(true);
    setError(undefined);
    try {
      onInvited(await inviteStaff(email.trim(), role));
      toast.success(intl.formatMessage(messages.invited, { email: email.trim() }));
      setEmail('');
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.fields?.email
          ? String(failure.fields.email)
          : errorTextIn(intl, failure, intl.formatMessage(messages.inviteFailed)),
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <Form className="row g-2 align-items-end mb-4" onSubmit={submit} noValidate>
      <Form.Group className="col-12 col-md-6" controlId="invite-email">
        <Form.Label className="small mb-1">
          <FormattedMessage {...messages.email} />
        </Form.Label>
        <Form.Control
          type="email"
          required
          value={email}
          isInvalid={error !== undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="col-7 col-md-3" controlId="invite-role">
        <Form.Label className="small mb-1">
          <FormattedMessage {...messages.role} />
        </Form.Label>
        <RoleSelect
          id="invite-role"
          label={intl.formatMessage(messages.role)}
          value={role}
          onChange={setRole}
        />
      </Form.Group>
      <div className="col-5 col-md-3 d-grid">
        <Button type="submit" disabled={sending || email.trim() === ''}>
          <FormattedMessage id="admin.staff.sendInvitation" defaultMessage="Send invitation" />
        </Button>
      </div>
    </Form>
  );
}

function MemberActions({
  member,
  onChanged,
}: {
  member: StaffMemberJson;
  onChanged: (member: StaffMemberJson) => void;
}) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  async function change(next: { role?: StaffRole; active?: boolean }) {
    setBusy(true);
    try {
      onChanged(await changeStaff(member._id, next));
      toast.success(intl.formatMessage(messages.updated, { name: member.username }));
    } catch (failure) {
      toast.error(
        errorTextIn(intl, failure, intl.formatMessage(messages.updateFailed, { name: member.username })),
      );
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center">
      <div className="flex-grow-1">
        <RoleSelect
          id={`role-${member._id}`}
          label={intl.formatMessage(messages.roleOf, { name: member.username })}
          value={member.role}
          disabled={busy}
          onChange={(role) => void change({ role })}
        />
      </div>
      <Button
        size="sm"
        variant={member.active ? 'outline-danger' : 'outline-success'}
        disabled={busy}
        onClick={() => void change({ active: !member.active })}
      >
        {member.active ? (
          <FormattedMessage id="admin.staff.deactivate" defaultMessage="Deactivate" />
        ) : (
          <FormattedMessage id="admin.staff.reactivate" defaultMessage="Re-activate" />
        )}
      </Button>
    </div>
  );
}

function MemberCard({
  member,
  onChanged,
}: {
  member: StaffMemberJson;
  onChanged: (m: StaffMemberJson) => void;
}) {
  const intl = useIntl();
  const { date } = useFormats();
  return (
    <Card as="li" className="mb-3">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between gap-2 mb-1">
          <h2 className="h6 mb-0">{member.username}</h2>
          <span>
            {member.active ? (
              <Badge bg="success">
                <FormattedMessage {...messages.active} />
              </Badge>
            ) : (
              <Badge bg="secondary">
                <FormattedMessage {...messages.deactivated} />
              </Badge>
            )}{' '}
            {member.twoFactor ? <Badge bg="info">2FA</Badge> : null}
          </span>
        </div>
        <p className="small text-body-secondary text-break mb-1">{member.email}</p>
        <p className="small text-body-secondary mb-2">
          <FormattedMessage
            id="admin.staff.lastSignInWhen"
            defaultMessage="Last sign-in: {when}"
            values={{
              when: member.lastSignInAt ? date(member.lastSignInAt) : intl.formatMessage(messages.never),
            }}
          />
        </p>
        <MemberActions member={member} onChanged={onChanged} />
      </Card.Body>
    </Card>
  );
}

/** Staff (/admin/staff): the team, invitations, roles, deactivation (owners only). */
export function StaffPage() {
  const intl = useIntl();
  const { date } = useFormats();
  const { state, replace } = useLoad('staff', loadStaff);
  const [members, invitations] = state.status === 'ready' ? state.data : [[], []];

  const updateMember = (changed: StaffMemberJson) =>
    replace([members.map((m) => (m._id === changed._id ? changed : m)), invitations]);

  async function withdraw(invitation: StaffInvitationJson) {
    try {
      await withdrawInvitation(invitation._id);
      replace([members, invitations.filter((i) => i._id !== invitation._id)]);
      toast.success(intl.formatMessage(messages.withdrawn, { email: invitation.email }));
    } catch (failure) {
      toast.error(errorTextIn(intl, failure, intl.formatMessage(messages.withdrawFailed)));
    }
  }

  return (
    <AdminScreen>
      <h1 className="h2 mb-3">
        <FormattedMessage id="admin.staff.title" defaultMessage="Staff" />
      </h1>
      <h2 className="h5">
        <FormattedMessage id="admin.staff.invite" defaultMessage="Invite a team member" />
      </h2>
      <InviteForm
        onInvited={(invitation) =>
          replace([members, [invitation, ...invitations.filter((i) => i.email !== invitation.email)]])
        }
      />
      {state.status === 'loading' && <LoadingBlock label={intl.formatMessage(messages.loading)} />}
      {state.status === 'error' && (
        <Alert variant="danger">
          <FormattedMessage id="admin.staff.loadFailed" defaultMessage="Failed to fetch the staff." />
        </Alert>
      )}
      {state.status === 'ready' && (
        <>
          <h2 className="h5">
            <FormattedMessage id="admin.staff.pending" defaultMessage="Pending invitations" />
          </h2>
          {invitations.length === 0 ? (
            <p className="text-body-secondary">
              <FormattedMessage id="admin.staff.noPending" defaultMessage="No pending invitations." />
            </p>
          ) : (
            <ul className="list-group mb-4">
              {invitations.map((invitation) => (
                <li
                  key={invitation._id}
                  className="list-group-item d-flex flex-wrap align-items-center gap-2 justify-content-between"
                >
                  <span className="text-break">
                    <FormattedMessage
                      id="admin.staff.invitation"
                      defaultMessage="{email} · {role} · expires {date}"
                      values={{
                        email: invitation.email,
                        role: intl.formatMessage(ROLE_LABEL[invitation.role]),
                        date: date(invitation.expiresAt),
                      }}
                    />
                  </span>
                  <Button size="sm" variant="outline-secondary" onClick={() => void withdraw(invitation)}>
                    <FormattedMessage id="admin.staff.withdraw" defaultMessage="Withdraw" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <h2 className="h5">
            <FormattedMessage id="admin.staff.team" defaultMessage="Team" />
          </h2>
          <div className="d-none d-lg-block">
            <Table responsive hover className="align-middle">
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="admin.staff.username" defaultMessage="Username" />
                  </th>
                  <th scope="col">
                    <FormattedMessage {...messages.email} />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="admin.staff.status" defaultMessage="Status" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="admin.staff.secondFactor" defaultMessage="Second factor" />
                  </th>
                  <th scope="col">
                    <FormattedMessage {...messages.lastSignIn} />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="admin.staff.roleAndAccess" defaultMessage="Role and access" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {members.map((member) => (
                  <tr key={member._id}>
                    <td>{member.username}</td>
                    <td className="text-break">{member.email}</td>
                    <td>
                      <FormattedMessage {...(member.active ? messages.active : messages.deactivated)} />
                    </td>
                    <td>
                      {member.twoFactor ? (
                        <FormattedMessage id="admin.staff.twoFactorOn" defaultMessage="On" />
                      ) : (
                        <FormattedMessage id="admin.staff.twoFactorOff" defaultMessage="Off" />
                      )}
                    </td>
                    <td className="text-nowrap">
                      {member.lastSignInAt ? date(member.lastSignInAt) : intl.formatMessage(messages.never)}
                    </td>
                    <td>
                      <MemberActions member={member} onChanged={updateMember} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          <ul className="d-lg-none list-unstyled">
            {members.map((member) => (
              <MemberCard key={member._id} member={member} onChanged={updateMember} />
            ))}
          </ul>
        </>
      )}
    </AdminScreen>
  );
}
