// Timezone Settings: choose the zone every date is shown and entered in; 'Default' follows the device. The choice is
// kept on this device (docs/PRODUCT.md §3) and in the account, so a sign-in elsewhere picks it up (docs/DATES.md).
import { useMemo, useState } from 'react';
import { deviceTimeZone, formatDateTime, useTimeZone, zoneOffsetMinutes } from '@/lib/time-zone';
import { useTimezoneMappings } from '@/lib/time-zone/mappings';
import { chosenZoneOptions, zoneLabel, zoneOptions } from '../zone-options';
import { offsetText } from '../zone-search';
import { AccountSaveNote } from './account-save-note';
import { TimeZoneSelect } from './time-zone-select';
import '@/components/settings-section.css';

export function TimeZoneSection() {
  const { preference, zone, format, accountSave, setPreference } = useTimeZone();
  const { mappings, error } = useTimezoneMappings();
  const device = deviceTimeZone();
  // The whole list (a formatter per zone) only once the field is used; until then, the chosen option alone.
  const [listWanted, setListWanted] = useState(false);
  const options = useMemo(
    () => (listWanted ? zoneOptions : chosenZoneOptions)(mappings, device, preference),
    [listWanted, mappings, device, preference],
  );
  const now = formatDateTime(new Date().toISOString(), zone, format);
  const countries = mappings?.timezone_country_map;
  const place = `${zoneLabel(zone, countries?.[zone])}, ${offsetText(zoneOffsetMinutes(zone))}`;

  return (
    <section className="card" aria-labelledby="settings-timezone">
      <h2 id="settings-timezone" className="card-title">
        Timezone Settings
      </h2>
      <p className="muted settings-intro">Every date and time in the app is shown, and entered, in this time zone.</p>
      <TimeZoneSelect
        label="Time zone"
        options={options}
        value={preference}
        onChange={setPreference}
        onFirstUse={() => setListWanted(true)}
        hint={error ? 'The full list could not be loaded, so the major time zones are offered.' : undefined}
      />
      <p className="settings-now text-sm" aria-live="polite">
        Showing times in {place}
        {preference === 'default' ? ', your device’s zone' : ''}. Now: <strong>{now}</strong>
      </p>
      <AccountSaveNote state={accountSave} subject="zone" />
    </section>
  );
}
