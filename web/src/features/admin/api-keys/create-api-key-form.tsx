import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { API_KEY_PERMISSIONS } from '@agency/schema/api-keys';
import { can, type Permission } from '@agency/schema/roles';
import { notify } from '../../../components/toasts/notify';
import ui from '../ui/admin-ui.module.css';
import { errorMessage, fieldErrors } from '../ui/errors';
import { ApiKeysDocument, CreateApiKeyDocument } from './api-keys-documents';
import styles from './api-keys.module.css';
import { PERMISSION_TEXT } from './permission-text';

type Errors = Partial<Record<'name' | 'permissions' | 'expiresAt' | 'allowedSources', string>>;

/** A new key: name, permissions (only those the viewer holds), optional expiry and addresses. */
export function CreateApiKeyForm({
  roles,
  onCreated,
}: {
  roles: readonly string[];
  onCreated: (key: string) => void;
}) {
  const uid = useId();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Permission[]>([]);
  const [expiry, setExpiry] = useState('');
  const [sources, setSources] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [create, { loading }] = useMutation(CreateApiKeyDocument, { refetchQueries: [ApiKeysDocument] });
  const offered = API_KEY_PERMISSIONS.filter((p) => can(roles, p));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data } = await create({
        variables: {
          input: {
            name,
            permissions: chosen,
            expiresAt: expiry ? new Date(`${expiry}T23:59:59`).toISOString() : null,
            allowedSources: sources.split(/[\s,]+/).filter(Boolean),
          },
        },
      });
      setErrors({});
      setName('');
      setChosen([]);
      setExpiry('');
      setSources('');
      if (data) onCreated(data.createApiKey.key);
    } catch (err) {
      setErrors(fieldErrors(err) as Errors);
      notify.error(errorMessage(err, 'The key could not be created. Please try again.'));
    }
  };
  const error = (field: keyof Errors) =>
    errors[field] && (
      <p id={`${uid}-${field}-error`} className={ui.error} role="alert">
        {errors[field]}
      </p>
    );

  return (
    <form
      className={ui.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${uid}-title`}
    >
      <h2 id={`${uid}-title`} className={ui.sectionTitle}>
        New API key
      </h2>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${uid}-name`}>
          Name
        </label>
        <input
          id={`${uid}-name`}
          className={ui.input}
          value={name}
          placeholder="e.g. CRM sync"
          onChange={(event) => setName(event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${uid}-name-error` : undefined}
        />
        {error('name')}
      </div>
      <fieldset
        className={styles.permissions}
        aria-describedby={errors.permissions ? `${uid}-permissions-error` : undefined}
      >
        <legend className={ui.label}>Permissions</legend>
        {offered.map((p) => (
          <label key={p} className={styles.permission}>
            <input
              type="checkbox"
              checked={chosen.includes(p)}
              onChange={(event) =>
                setChosen((list) => (event.target.checked ? [...list, p] : list.filter((x) => x !== p)))
              }
            />
            <span>{PERMISSION_TEXT[p]}</span>
          </label>
        ))}
        {error('permissions')}
      </fieldset>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${uid}-expiry`}>
          Expires at the end of (optional)
        </label>
        <input
          id={`${uid}-expiry`}
          className={ui.input}
          type="date"
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          aria-invalid={errors.expiresAt ? true : undefined}
          aria-describedby={errors.expiresAt ? `${uid}-expiresAt-error` : undefined}
        />
        {error('expiresAt')}
      </div>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${uid}-sources`}>
          Allowed addresses (optional)
        </label>
        <input
          id={`${uid}-sources`}
          className={ui.input}
          value={sources}
          placeholder="203.0.113.7, 10.0.0.0/8"
          onChange={(event) => setSources(event.target.value)}
          aria-invalid={errors.allowedSources ? true : undefined}
          aria-describedby={errors.allowedSources ? `${uid}-allowedSources-error` : `${uid}-sources-hint`}
        />
        <p id={`${uid}-sources-hint`} className={ui.hint}>
          IP addresses or CIDR ranges, separated by commas. Empty: any address.
        </p>
        {error('allowedSources')}
      </div>
      <div className={ui.actions}>
        <button type="submit" className={ui.buttonPrimary} disabled={loading}>
          {loading ? 'Creating…' : 'Create key'}
        </button>
      </div>
    </form>
  );
}
