// The medical disclaimer a person agrees to on registration (docs/PRODUCT.md §1, §2): the register form and the Terms of
// Service quote this one text.
export const MEDICAL_AGREEMENT =
  'I understand that this app is not a substitute for professional medical diagnosis, and I agree to consult a doctor about any health concerns.';
