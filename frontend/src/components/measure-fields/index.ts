export { MeasureFields, SubjectsField } from './measure-fields';
export * from './measure-draft';
