export { MeasureFields, measureInputId, nutritionSectionId, SubjectsField } from './measure-fields';
export * from './measure-draft';
