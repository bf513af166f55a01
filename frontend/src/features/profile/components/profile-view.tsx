// The profile in view mode: the stored values, read-only, with both units of height and weight.
import { GENDERS } from '@shared/account-rules';
import type { CurrentUser } from '@/lib/api-contract.generated';
import { cmToFeetInches, kgToLbs } from '@shared/units';
import { birthYearOf } from '../profile-draft';

const NOT_SET = 'Not set';

function heightText({ height_cm, height_ft_in }: CurrentUser['profile']) {
  if (height_cm == null) return NOT_SET;
  const { feet, inches } = height_ft_in ?? cmToFeetInches(height_cm);
  return `${height_cm} cm (${feet} ft ${inches} in)`;
}

function weightText({ weight_kg, weight_lbs }: CurrentUser['profile']) {
  if (weight_kg == null) return NOT_SET;
  return `${weight_kg} kg (${weight_lbs ?? kgToLbs(weight_kg)} lbs)`;
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="profile-facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd className={value === NOT_SET ? 'muted' : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ProfileView({ user }: { user: CurrentUser }) {
  const { profile } = user;
  return (
    <>
      <section className="card" aria-labelledby="personal-title">
        <h2 id="personal-title" className="card-title">
          Personal Information
        </h2>
        <Facts
          rows={[
            ['Username', user.username],
            ['Email', user.email],
            ['First Name', user.first_name || NOT_SET],
            ['Last Name', user.last_name || NOT_SET],
          ]}
        />
      </section>
      <section className="card" aria-labelledby="physical-title">
        <h2 id="physical-title" className="card-title">
          Physical Information
        </h2>
        <Facts
          rows={[
            ['Birth Year', String(birthYearOf(profile) ?? NOT_SET)],
            ['Gender', profile.gender ? GENDERS[profile.gender] : NOT_SET],
            ['Height', heightText(profile)],
            ['Weight', weightText(profile)],
          ]}
        />
      </section>
    </>
  );
}
