// The amounts' words live in shared/experiment-amounts.ts, where the web app's experiment page reads them too.
export * from '../../../shared/experiment-amounts';
