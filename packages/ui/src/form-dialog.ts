// A subpath of @cosign/ui (`@cosign/ui/form-dialog`, not in the root index, which every page loads): the one
// form-in-a-dialog of the front ends (admin reviews, refunds, messages, "Report a problem") and its text area.
export { FormDialog, useFormSend } from './components/FormDialog.js'
export type { CheckedField, FormDialogProps, FormSend } from './components/FormDialog.js'
export { TextAreaField } from './components/TextAreaField.js'
export type { TextAreaFieldProps } from './components/TextAreaField.js'
export { ReasonDialog } from './components/ReasonDialog.js'
