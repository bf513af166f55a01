// The AI port: what use cases need from a model. Adapters: local (deterministic, the default) and Bedrock.
import type { ExperimentNote } from '../../../shared/schemas/experiment-answers';
import type { ChatCite, ExtractedItem } from '../../../shared/schemas/ai';
import type { Measures, UnitSystem } from '../../../shared/measures';
import type { WeeklyFigures } from '../../../shared/schemas/insights-reports';

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface ExtractionRequest {
  text: string;
  image?: { bytes: Buffer; mediaType: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' };
  /** The person's IANA zone: relative phrases ("yesterday at 8pm") are resolved in it, never the server's. */
  zone: string;
  now: Date;
  /**
   * The person's recent saved entries (newest first), so words that ask to change or remove one
   * ("actually the run yesterday was 6 km", "delete this morning's coffee") can name it. Data, never instructions.
   */
  recent?: SavedEntry[];
}

/** One saved entry an edit may point at. */
export interface SavedEntry {
  collection: string;
  id: string;
  /** The item type (sleep, food_drinks, ... or related data's item_type). */
  category: string;
  /** ISO with the zone's offset. */
  calculated_timestamp: string;
  /** details, or related data's data_details. */
  text: string;
  measures: Measures;
  subjects: string[];
}

/** A change an adapter proposes to one of the `recent` entries; the use case adds its version and before. */
export interface EditProposal {
  action: 'update' | 'delete';
  collection: string;
  id: string;
  /** update: only what changes. calculated_time like an extracted item's; measures merge into the saved ones. */
  set?: { calculated_time?: string; details?: string; notes?: string; measures?: Measures };
}

export interface ExtractionResult {
  items: ExtractedItem[];
  /** Changes to saved entries the words ask for ([] or absent when none). */
  changes?: EditProposal[];
  /** One plain sentence per asked-for change that matched no saved entry. */
  unmatched?: string[];
  usage: TokenUsage;
}

/** One of the person's own entries, given to the chat as data (never as instructions). */
export interface ContextEntry {
  collection: string;
  id: string;
  /** ISO with the zone's offset. */
  calculated_timestamp: string;
  /** details, or for related data its data_details, named once ("Weight 72.4 kg", "Blood pressure 120/80 mmHg"). */
  text: string;
  notes: string;
  /** The item type (sleep, food_drinks, ... or related data's item_type: weight, blood_pressure). */
  category?: string;
  /** The numbers it carries, canonical metric units (shared/measures.ts). */
  measures?: Measures;
  /** What it is about: "coffee", "running", "headache". */
  subjects?: string[];
}

/** analyze_my_health: the engine's figures of the period the question names (GET /api/insights/), given as data. */
export interface HealthFigures {
  days: number;
  first_day: string;
  last_day: string;
  logged_days: number;
  total_logs: number;
  /** The health score (0–100) of the period's last week, its parts, and the parts left out for want of data. */
  score: number | null;
  parts: { part: string; value: number; days: number; explanation: string }[];
  missing: string[];
  /** Each series' mean over the days it was logged (weight in kg, sleep in hours, activity in minutes a day). */
  averages: { series: string; label: string; average: number; unit: string; days: number }[];
  /** The engine's sentences ("On days after you had alcohol you slept 48 min less…") with the days behind them. */
  findings: FigureFinding[];
  needs_more_days: string[];
  /** The engine's recommendations (docs/INSIGHTS.md), each with where it comes from (a score part or a factor). */
  recommendations?: { text: string; source: string }[];
  /** What was logged as a possible factor in the period (subjects, activity, alcohol, sugars) and on how many days. */
  factors?: { name: string; days: number }[];
  /** The symptoms logged in the period (symptom entries' subjects) and on how many days: outcomes, never factors. */
  symptoms?: { name: string; days: number }[];
  /** The days a factor needs before it is tested: with it and without it (a subject), paired (an amount). */
  min_days?: { with_factor: number; without_factor: number; paired: number };
}

/** One finding as /analytics shows it: the sentence, and what it says in parts (the chat names them). */
export interface FigureFinding {
  sentence: string;
  strength: string;
  /** The paired days it rests on. */
  days: number;
  collection?: string;
  factor_days: string[];
  factor?: string;
  outcome?: string;
  /** 0: the same day, 1: the day after the factor. */
  lag?: 0 | 1;
  /** With the factor minus without, in the outcome's unit (hours for sleep, a share of days for a symptom); null for an amount. */
  difference?: number | null;
  days_with?: number | null;
  days_without?: number | null;
  /** Whether more of the factor went with more (higher) or less (lower) of the outcome. */
  direction?: 'higher' | 'lower';
}

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  query: string;
  history: ChatMessage[];
  zone: string;
  now: Date;
  /** The person's entries the answer may use, newest first. */
  entries: ContextEntry[];
  /** analyze_my_health: a wider window and more types, and a reflective answer. */
  analyze: boolean;
  /** analyze_my_health: the computed figures of the period (data, never instructions). */
  figures?: HealthFigures;
  /** The person's units (from their locale, as the app shows measures); metric when absent. */
  units?: UnitSystem;
  /**
   * The experiments the question asks about (docs/EXPERIMENTS.md "Where the answer goes"): a running one's day and
   * condition, an ended one's answer sentence. Data, never instructions: a title is the person's own words.
   */
  experiments?: ExperimentNote[];
}

export interface ChatResult {
  text: string;
  /** The entries (or days of a type) the answer used; the use case keeps only the ones it gave. */
  cites?: ChatCite[];
  usage: TokenUsage;
}

/** The weekly report is written from computed figures only: numbers, dates and the engine's own sentences, no entry text. */
export interface ReportRequest {
  figures: WeeklyFigures;
}

export interface ReportResult {
  /** One line, no markup. */
  title: string;
  /** Plain text: "## " headings, "- " list lines and short paragraphs. */
  text: string;
  usage: TokenUsage;
}

export type AiFailure = 'timeout' | 'throttled' | 'unavailable' | 'invalid-output';

/** What an adapter throws: use cases turn it into a clear 503/504 and give the credit back. */
export class AiProviderError extends Error {
  constructor(
    readonly failure: AiFailure,
    message: string,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}

export interface AiProvider {
  /**
   * True when the adapter reads an image itself (Bedrock: the model sees the photo beside the text). Without it (the
   * local adapter) a photo's text is extracted as text alone and the photo is an item only when the text names no
   * food (functions/ai/photo-and-text.ts).
   */
  readsImages?: boolean;
  extract(request: ExtractionRequest, signal?: AbortSignal): Promise<ExtractionResult>;
  chat(request: ChatRequest, signal?: AbortSignal): Promise<ChatResult>;
  report(request: ReportRequest, signal?: AbortSignal): Promise<ReportResult>;
}
