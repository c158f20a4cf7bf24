// '@lettra/shared-ui/form-fields': the form controls, shared on their own. The public pages' first
// load has no form (a shared module is built with all of its exports, docs/federation.md §2), so the
// labelled field, its Radix label and the controls come with the first screen that has one.
export { Field, type FieldControlProps, type FieldProps } from './components/Field.tsx';
export { FormProblem } from './components/FormProblem.tsx';
export { Input, type InputProps } from './components/Input.tsx';
export { Label, type LabelProps } from './components/Label.tsx';
export { Select, type SelectProps } from './components/Select.tsx';
export { Textarea, type TextareaProps } from './components/Textarea.tsx';
