// What an operation's constant of the generated contract is (lib/operations/<group>.generated.ts): its method and
// path; its name is in the type only, so the first page's JavaScript does not spell the API's operations. It imports
// nothing, so the generated modules that use it and the contract that re-exports them form no cycle.
export interface Operation<K extends string = string> {
  readonly method: string;
  readonly path: string;
  /** Never present: names the operation for tsc (its body, query and answer: lib/call-api.ts). */
  readonly operation?: K;
}
