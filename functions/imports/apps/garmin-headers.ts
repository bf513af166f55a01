// The headers of Garmin Connect's Activities.csv in each language an account may have (docs/IMPORT.md "Other apps'
// exports", where each comes from): the columns the import reads, a list where accounts or versions differ.
export interface GarminColumns {
  type: readonly string[];
  date: readonly string[];
  title: readonly string[];
  distance: readonly string[];
  calories: readonly string[];
  time: readonly string[];
  heartRate: readonly string[];
}

/** Each language's headers (a list where accounts or versions differ). */
export const GARMIN_LANGUAGES: readonly GarminColumns[] = [
  {
    type: ['Activity Type'],
    date: ['Date'],
    title: ['Title'],
    distance: ['Distance'],
    calories: ['Calories'],
    time: ['Time', 'Total Time'],
    heartRate: ['Avg HR'],
  },
  {
    type: ['Aktivitätstyp'],
    date: ['Datum'],
    title: ['Titel'],
    distance: ['Distanz'],
    calories: ['Kalorien'],
    time: ['Zeit'],
    heartRate: ['Ø HF', 'Ø Herzfrequenz'],
  },
  {
    type: ["Type d'activité"],
    date: ['Date'],
    title: ['Titre'],
    distance: ['Distance'],
    calories: ['Calories'],
    time: ['Durée'],
    heartRate: ['Fréquence cardiaque moyenne'],
  },
  {
    type: ['Tipo de actividad'],
    date: ['Fecha'],
    title: ['Título'],
    distance: ['Distancia'],
    calories: ['Calorías'],
    time: ['Tiempo'],
    heartRate: ['FC media', 'Frecuencia cardiaca media'],
  },
  {
    type: ['Activiteittype'],
    date: ['Datum'],
    title: ['Titel'],
    distance: ['Afstand'],
    calories: ['Calorieën', 'Calorieen'],
    time: ['Tijd'],
    heartRate: ['Gem. HS', 'Gem HS'],
  },
  // Danish and Norwegian share the first two headers and differ after them.
  {
    type: ['Aktivitetstype'],
    date: ['Dato'],
    title: ['Titel', 'Tittel'],
    distance: ['Distance', 'Distanse'],
    calories: ['Kalorier', 'Totale kalorier'],
    time: ['Tid'],
    heartRate: ['Gns. puls', 'Gjennomsnittlig puls'],
  },
  {
    type: ['Aktivitetstyp'],
    date: ['Datum'],
    title: ['Titel'],
    distance: ['Distans'],
    calories: ['Kalorier'],
    time: ['Tid'],
    heartRate: ['Medelpuls'],
  },
  {
    type: ['Tipo di attività'],
    date: ['Data'],
    title: ['Titolo'],
    distance: ['Distanza'],
    calories: ['Calorie'],
    time: ['Tempo'],
    heartRate: ['FC Media'],
  },
];
