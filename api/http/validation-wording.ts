// Words the contract's rule keys (contract/validation.ts) the way Laravel does, so the reference
// API answers 422s exactly as a Laravel backend would: "The email field is required."
import type { Rule } from '../../contract/validation'

/** `confirm_password` → `confirm password`, as Laravel prints attribute names. */
export function fieldLabel(field: string): string {
  return field.replace(/_/g, ' ')
}

export function laravelMessage(field: string, rule: Rule): string {
  const label = fieldLabel(field)
  const param = rule.param ?? ''
  switch (rule.name) {
    case 'required':
      return `The ${label} field is required.`
    case 'string':
      return `The ${label} field must be a string.`
    case 'email':
      return `The ${label} field must be a valid email address.`
    case 'in':
      return `The selected ${label} is invalid.`
    case 'numeric':
      return `The ${label} field must be a number.`
    case 'integer':
      return `The ${label} field must be an integer.`
    case 'object':
      return `The ${label} field must be an object.`
    case 'same':
      return `The ${label} field must match ${fieldLabel(param)}.`
    case 'unique':
      return `The ${label} has already been taken.`
    case 'min':
      return `The ${label} field must be at least ${param} characters.`
    case 'max':
      return `The ${label} field must not be greater than ${param} characters.`
    case 'gte':
      return `The ${label} field must be at least ${param}.`
    case 'lte':
      return `The ${label} field must not be greater than ${param}.`
    case 'gt':
      return `The ${label} field must be greater than ${param}.`
    case 'max_items':
      return `The ${label} field must not have more than ${param} items.`
    case 'required_without':
      return `The ${label} field is required when ${fieldLabel(param)} is not present.`
    case 'format':
      return `The ${label} field format is invalid.`
  }
}
