import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { ApiError, messageOf } from '@market/api-client';
import {
  formatDate,
  STAFF_ROLES,
  type StaffInvitationJson,
  type StaffMemberJson,
  type StaffRole,
} from '@market/contracts';
import { LoadingBlock, toast, useLoad } from '@market/ui';
import { AdminScreen } from '@/shared/components/admin-screen';
import { changeStaff, inviteStaff, listInvitations, listStaff, withdrawInvitation } from '../api/staff-api';

const loadStaff = () => Promise.all([listStaff(), listInvitations()]);
const ROLE_LABEL: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  fulfilment: 'Fulfilment',
  support: 'Support',
  finance: 'Finance',
};

function RoleSelect(props: {
  id: string;
  value: StaffRole;
  label: string;
  disabled?: boolean;
  onChange: (role: StaffRole) => void;
}) {
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
          {ROLE_LABEL[role]}
        </option>
      ))}
    </Form.Select>
  );
}

function InviteForm({ onInvited }: { onInvited: (invitation: StaffInvitationJson) => void }) {
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
      toast.success(`Invitation sent to ${email.trim()}`);
      setEmail('');
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.fields?.email
          ? String(failure.fields.email)
          : messageOf(failure, 'Failed to send the invitation'),
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <Form className="row g-2 align-items-end mb-4" onSubmit={submit} noValidate>
      <Form.Group className="col-12 col-md-6" controlId="invite-email">
        <Form.Label className="small mb-1">E-mail</Form.Label>
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
        <Form.Label className="small mb-1">Role</Form.Label>
        <RoleSelect id="invite-role" label="Role" value={role} onChange={setRole} />
      </Form.Group>
      <div className="col-5 col-md-3 d-grid">
        <Button type="submit" disabled={sending || email.trim() === ''}>
          Send invitation
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
  const [busy, setBusy] = useState(false);
  async function change(next: { role?: StaffRole; active?: boolean }) {
    setBusy(true);
    try {
      onChanged(await changeStaff(member._id, next));
      toast.success(`${member.username} updated`);
    } catch (failure) {
      toast.error(messageOf(failure, `Failed to update ${member.username}`));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center">
      <div className="flex-grow-1">
        <RoleSelect
          id={`role-${member._id}`}
          label={`Role of ${member.username}`}
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
        {member.active ? 'Deactivate' : 'Re-activate'}
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
  return (
    <Card as="li" className="mb-3">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between gap-2 mb-1">
          <h2 className="h6 mb-0">{member.username}</h2>
          <span>
            {member.active ? <Badge bg="success">Active</Badge> : <Badge bg="secondary">Deactivated</Badge>}{' '}
            {member.twoFactor ? <Badge bg="info">2FA</Badge> : null}
          </span>
        </div>
        <p className="small text-body-secondary text-break mb-1">{member.email}</p>
        <p className="small text-body-secondary mb-2">
          Last sign-in: {member.lastSignInAt ? formatDate(member.lastSignInAt) : 'never'}
        </p>
        <MemberActions member={member} onChanged={onChanged} />
      </Card.Body>
    </Card>
  );
}

/** Staff (/admin/staff): the team, invitations, roles, deactivation (owners only). */
export function StaffPage() {
  const { state, replace } = useLoad('staff', loadStaff);
  const [members, invitations] = state.status === 'ready' ? state.data : [[], []];

  const updateMember = (changed: StaffMemberJson) =>
    replace([members.map((m) => (m._id === changed._id ? changed : m)), invitations]);

  async function withdraw(invitation: StaffInvitationJson) {
    try {
      await withdrawInvitation(invitation._id);
      replace([members, invitations.filter((i) => i._id !== invitation._id)]);
      toast.success(`Invitation to ${invitation.email} withdrawn`);
    } catch (failure) {
      toast.error(messageOf(failure, 'Failed to withdraw the invitation'));
    }
  }

  return (
    <AdminScreen>
      <h1 className="h2 mb-3">Staff</h1>
      <h2 className="h5">Invite a team member</h2>
      <InviteForm
        onInvited={(invitation) =>
          replace([members, [invitation, ...invitations.filter((i) => i.email !== invitation.email)]])
        }
      />
      {state.status === 'loading' && <LoadingBlock label="Loading staff…" />}
      {state.status === 'error' && <Alert variant="danger">Failed to fetch the staff.</Alert>}
      {state.status === 'ready' && (
        <>
          <h2 className="h5">Pending invitations</h2>
          {invitations.length === 0 ? (
            <p className="text-body-secondary">No pending invitations.</p>
          ) : (
            <ul className="list-group mb-4">
              {invitations.map((invitation) => (
                <li
                  key={invitation._id}
                  className="list-group-item d-flex flex-wrap align-items-center gap-2 justify-content-between"
                >
                  <span className="text-break">
                    {invitation.email} · {ROLE_LABEL[invitation.role]} · expires{' '}
                    {formatDate(invitation.expiresAt)}
                  </span>
                  <Button size="sm" variant="outline-secondary" onClick={() => void withdraw(invitation)}>
                    Withdraw
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <h2 className="h5">Team</h2>
          <div className="d-none d-lg-block">
            <Table responsive hover className="align-middle">
              <thead>
                <tr>
                  <th scope="col">Username</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Status</th>
                  <th scope="col">Second factor</th>
                  <th scope="col">Last sign-in</th>
                  <th scope="col">Role and access</th>
                </tr>
              </thead>
              <tbody>
                {members.map((member) => (
                  <tr key={member._id}>
                    <td>{member.username}</td>
                    <td className="text-break">{member.email}</td>
                    <td>{member.active ? 'Active' : 'Deactivated'}</td>
                    <td>{member.twoFactor ? 'On' : 'Off'}</td>
                    <td className="text-nowrap">
                      {member.lastSignInAt ? formatDate(member.lastSignInAt) : 'never'}
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
