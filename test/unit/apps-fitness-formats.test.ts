// The fiddly rules of the food and fitness apps' formats (issue 25, docs/IMPORT.md "Other apps' exports"): the cells
// the apps write, units the files leave unsaid, Garmin's languages, one person and one row a day per file, and which
// rows are no entry at all.
import { Readable } from 'node:stream';
import { openCsv, type CsvItem } from '../../functions/imports/csv/csv-entries';
import { cellNumber, minutesOf, usesImperial } from '../../functions/imports/apps/fitness-rows';
import { amountOf } from '../../functions/imports/apps/food-entry';

const NOW = new Date('2026-11-27T09:00:00Z');

async function read(text: string, zone = 'Europe/Berlin') {
  const csv = await openCsv(Readable.from([text]), { zone, now: NOW });
  const items: CsvItem[] = [];
  for await (const item of csv.items) items.push(item);
  const entries = items.flatMap((item) => ('entry' in item ? [item.entry] : []));
  const problems = items.flatMap((item) => ('problem' in item ? [item.problem] : []));
  return { app: csv.app, kind: csv.kind, entries, problems, nothing: items.filter((item) => 'nothing' in item).length };
}

const measuresOf = (entry: { entry: object }) => (entry.entry as { measures?: Record<string, unknown> }).measures;

describe('cells', () => {
  it.each([
    ['--', undefined],
    ['"1,234"', 1234],
    ['5,02', 5.02],
    ['72.5', 72.5],
    ['', undefined],
    ['N/A', undefined],
  ])('cellNumber(%s)', (cell, expected) => expect(cellNumber(cell)).toBe(expected));

  it.each([
    ['01:02:03', 62.1],
    ['00:35:20', 35.3],
    ['1:02:03.4', 62.1],
    ['45:10', 45.2],
    ['30', 30],
    ['--', undefined],
  ])('minutesOf(%s)', (cell, expected) => expect(minutesOf(cell)).toBe(expected));

  it('reads weights and volumes of an amount, nothing of a count', () => {
    expect(amountOf('150.00 g')).toEqual({ grams: 150 });
    expect(amountOf('8.00 fl oz').volumeMl).toBeCloseTo(236.6, 1);
    expect(amountOf('2 large')).toEqual({});
    expect(amountOf('1.00 full recipe')).toEqual({});
  });

  it('reads miles and pounds in the zones of the countries that use them', () => {
    expect(usesImperial('America/Chicago')).toBe(true);
    expect(usesImperial('America/Indiana/Indianapolis')).toBe(true);
    expect(usesImperial('America/Toronto')).toBe(false);
    expect(usesImperial('Europe/London')).toBe(false);
  });
});

const GERMAN =
  'Aktivitätstyp,Datum,Favorit,Titel,Distanz,Kalorien,Zeit,Ø HF,Max. HF,Aerober TE\n' +
  'Radfahren,2026-04-22 13:12:32,false,"Monschau Radfahren","42.02","2,336","03:51:46","139","181","3.3"\n' +
  'Schwimmbadschwimmen,2026-04-23 07:00:00,false,"Schwimmen","1.500","350","00:41:00","--","--","2.0"\n';
const ENGLISH =
  'Activity Type,Date,Favorite,Title,Distance,Calories,Time,Avg HR\n' +
  'Running,2026-07-01 18:23:45,false,"Evening Run","5.02","1,234","00:28:15","156"\n' +
  'Pool Swim,2026-07-02 06:00:00,false,"Pool Swim","1,500","350","00:41:00","--"\n';

describe('Garmin Connect activities', () => {
  it('reads the German headers, a thousands separator in the calories and a swim in metres', async () => {
    const { app, entries, problems } = await read(GERMAN);
    expect(problems).toEqual([]);
    expect(app).toBe('Garmin Connect activities');
    expect(entries[0].entry).toMatchObject({
      details: 'Monschau Radfahren (Radfahren): 42.02 km in 232 min (Garmin)',
      measures: { distance_km: 42.02, duration_min: 231.8 },
      notes: '2,336 kcal, average heart rate 139 bpm (Garmin Connect).',
      calculated_timestamp: '2026-04-22T13:12:32+02:00',
    });
    expect(measuresOf(entries[1])).toEqual({ distance_km: 1.5, duration_min: 41 });
  });

  it('reads miles (and a swim in yards) for a person in the United States', async () => {
    const { entries } = await read(ENGLISH, 'America/New_York');
    expect(measuresOf(entries[0])).toEqual({ distance_km: 8.079, duration_min: 28.3 });
    expect(measuresOf(entries[1])).toMatchObject({ distance_km: 1.372 });
  });

  it.each([
    [
      "Type d'activité,Date,Favori,Titre,Distance,Calories,Durée,Fréquence cardiaque moyenne\n",
      'Course à pied,2026-08-10 10:52:21,false,"Sortie du matin","3.95","407","00:35:20","151"\n',
    ],
    [
      'Tipo de actividad,Fecha,Título,Distancia,Calorías,Tiempo,FC media\n',
      'Carrera,2026-08-10 10:52:21,"Metepec Carrera","3,95","407","00:35:20","151"\n',
    ],
    [
      'Activiteittype,Datum,Favoriet,Titel,Afstand,Calorieën,Tijd,Gem. HS\n',
      'Hardlopen,2026-08-10 10:52:21,false,"Ochtendloop","3,95","407","00:35:20","151"\n',
    ],
    [
      'Aktivitetstype,Dato,Favoritt,Tittel,Distanse,Kalorier,Tid,Gjennomsnittlig puls\n',
      'Løping,2026-08-10 10:52:21,false,"Ålesund løping","3,95","407","00:35:20","151"\n',
    ],
  ])('reads the headers %s', async (header, row) => {
    const { app, entries } = await read(header + row);
    expect(app).toBe('Garmin Connect activities');
    expect(entries[0].entry).toMatchObject({
      measures: { distance_km: 3.95, duration_min: 35.3 },
      notes: '407 kcal, average heart rate 151 bpm (Garmin Connect).',
    });
  });

  it('takes the unit a header names over the zone', async () => {
    const { entries } = await read(ENGLISH.replace('Distance,', 'Distance (km),'), 'America/New_York');
    expect(measuresOf(entries[0])).toMatchObject({ distance_km: 5.02 });
  });

  it('refuses a date that is none, naming the row', async () => {
    const { problems } = await read(ENGLISH.replace('2026-07-01 18:23:45', 'yesterday'));
    expect(problems).toEqual(['Row 2: “yesterday” is not a date.']);
  });
});

describe('Fitbit', () => {
  const header =
    'Id,ActivityDate,TotalSteps,TotalDistance,TrackerDistance,VeryActiveMinutes,FairlyActiveMinutes,LightlyActiveMinutes,SedentaryMinutes,Calories\n';

  it("refuses a second person's rows: a research data set holds many", async () => {
    const { entries, problems } = await read(
      `${header}111,4/12/2026,1000,0.7,0.7,1,2,3,1000,1800\n222,4/12/2026,2000,1.4,1.4,1,2,3,1000,1800\n`,
    );
    expect(entries).toHaveLength(1);
    expect(problems).toEqual([
      "Row 3: this file holds the days of more than one Fitbit user (Id 111 and Id 222): import a file with one person's rows (keep the rows of your own Id).",
    ]);
  });

  it('refuses the same day twice (two exports pasted together) and skips a day the tracker was not worn', async () => {
    const { entries, problems, nothing } = await read(
      `${header}111,4/12/2026,1000,0.7,0.7,1,2,3,1000,1800\n111,4/13/2026,0,0,0,0,0,0,1440,1600\n111,4/12/2026,1000,0.7,0.7,1,2,3,1000,1800\n`,
    );
    expect(entries).toHaveLength(1);
    expect(nothing).toBe(1);
    expect(problems).toEqual(['Row 4: The day 4/12/2026 is already in row 2; this file has one row for it: remove one of the two.']);
  });

  it('reads the weight in pounds when the kilograms are missing', async () => {
    const { entries } = await read(
      'Id,Date,WeightKg,WeightPounds,Fat,BMI,IsManualReport,LogId\n1,5/2/2026 11:59:59 PM,,165.3,,,True,1462233599000\n',
    );
    expect(measuresOf(entries[0])).toEqual({ value: 74.98, unit: 'kg' });
  });
});

describe("Fitbit's dashboard export", () => {
  const file = (dates: string[]) =>
    `Body\nDate,Weight,BMI,Fat\n${dates.map((d) => `"${d}","72.5","23.1","0"`).join('\n')}\n\nFoods\nDate,Calories In\n"${dates[0]}","2,105"\n`;

  it('reads the order the unambiguous dates show, whatever the zone', async () => {
    const { entries, problems } = await read(file(['01-09-2026', '13-09-2026']), 'America/Chicago');
    expect(problems).toEqual([]);
    expect(entries.map((e) => (e.entry as { calculated_timestamp: string }).calculated_timestamp.slice(0, 10))).toEqual([
      '2026-09-01',
      '2026-09-01',
      '2026-09-13',
      '2026-09-13',
      '2026-09-01',
    ]);
  });

  it("reads dates that read both ways in the zone's usual order, and kilograms outside the United States", async () => {
    const { entries } = await read(file(['01-09-2026']), 'Europe/Berlin');
    expect(entries[0].entry).toMatchObject({ calculated_timestamp: '2026-09-01T12:00:00+02:00', measures: { value: 72.5, unit: 'kg' } });
    expect(entries[2].entry).toMatchObject({ item_name: 'Energy intake', measures: { value: 2105, unit: 'kcal' } });
  });

  it('refuses a file whose dates read both day first and month first', async () => {
    const { problems } = await read(file(['13-09-2026', '09-13-2026']));
    expect(problems).toEqual(['The dates of this Fitbit file read both day first and month first: export it again from Fitbit.']);
  });
});

describe('MyFitnessPal', () => {
  it('reads the shape with a Time column: one row per food, a repeated row counted again', async () => {
    const text =
      'Date,Meal,Time,Calories,Fat (g),Saturated Fat,Polyunsaturated Fat,Monounsaturated Fat,Trans Fat,Cholesterol,Sodium (mg),Potassium,Carbohydrates (g),Fiber,Sugar,Protein (g),Vitamin A,Vitamin C,Calcium,Iron\n' +
      '2026-07-01,Breakfast,10:00 AM,40.0,0.6,0.0,0.0,0.0,0.0,0.0,0.0,0.0,5.8,0.0,0.0,1.8,0.0,12.0,3.0,0.0\n' +
      '2026-07-01,Breakfast,10:00 AM,40.0,0.6,0.0,0.0,0.0,0.0,0.0,0.0,0.0,5.8,0.0,0.0,1.8,0.0,12.0,3.0,0.0\n' +
      '2026-07-01,Dinner,,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0\n';
    const { entries, nothing } = await read(text);
    expect(entries.map((e) => e.sourceKey)).toEqual([
      'app/myfitnesspal-nutrition/meal/2026-07-01/Breakfast/10:00 AM',
      'app/myfitnesspal-nutrition/meal/2026-07-01/Breakfast/10:00 AM#2',
    ]);
    expect(entries[0].entry).toMatchObject({ calculated_timestamp: '2026-07-01T10:00:00+02:00' });
    expect(measuresOf(entries[0])).toEqual({ energy_kcal: 40, fat_g: 0.6, carbs_g: 5.8, protein_g: 1.8 });
    expect(nothing).toBe(1);
  });

  it('reads measurements in pounds and inches for a person in the United States', async () => {
    const { entries } = await read('Date,Weight,Waist\n2026-07-01,182.0,34\n', 'America/Denver');
    expect(entries.map(measuresOf)).toEqual([
      { value: 82.55, unit: 'kg' },
      { value: 86.4, unit: 'cm' },
    ]);
  });

  it('reads the exercise weights in pounds when the header says so', async () => {
    const { entries } = await read(
      'Date,Exercise,Type,Exercise Calories,Exercise Minutes,Sets,Reps Per Set,Pounds,Steps,Note\n2026-07-01,"Front Squats, Barbell",Strength,,,3,10,135.0,,\n',
    );
    expect(entries[0].entry).toMatchObject({ details: 'Front Squats, Barbell: 3 × 10 at 135 lb' });
  });
});

describe('Cronometer', () => {
  it('reads energy in kJ and leaves a day of nothing out', async () => {
    const { entries, nothing } = await read(
      'Date,Energy (kJ),Protein (g),Carbs (g),Fat (g),Completed\n2026-07-01,8368,100,250,70,true\n2026-07-02,0,0,0,0,false\n',
    );
    expect(measuresOf(entries[0])).toEqual({ value: 2000, unit: 'kcal' });
    expect(nothing).toBe(1);
  });

  it('names an amount that is no number, and reads a blood pressure', async () => {
    const { entries, problems } = await read(
      'Day,Time,Group,Metric,Unit,Amount\n2026-07-01,7:00 AM,Uncategorized,Weight,kg,heavy\n2026-07-01,,Uncategorized,Blood Pressure,mmHg,121/79\n',
    );
    expect(problems).toEqual(['Row 2: “heavy” is not a number for Weight.']);
    expect(measuresOf(entries[0])).toEqual({ systolic: 121, diastolic: 79 });
  });
});
