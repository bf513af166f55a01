// cdk-nag finding ids spell unresolved pseudo parameters as <AWS::Name> and resolved ones literally; build them the same way.
import { Stack, Token } from 'aws-cdk-lib';

/** The stack's partition, region and account as they appear inside a cdk-nag finding id. */
export function nagPseudo(stack: Stack): { partition: string; region: string; account: string } {
  const spell = (value: string, name: string) => (Token.isUnresolved(value) ? `<AWS::${name}>` : value);
  return {
    partition: spell(stack.partition, 'Partition'),
    region: spell(stack.region, 'Region'),
    account: spell(stack.account, 'AccountId'),
  };
}
