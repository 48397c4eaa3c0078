import { isValidElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { FormFields, type FormFieldSpec } from './FormFields.js'
import { Select } from './Select.js'
import { TextField } from './TextField.js'

interface Form {
  name: string
  plan: string
  age: number
}
const fields: FormFieldSpec<Form>[] = [
  { field: 'name', label: 'Full name', required: true },
  {
    field: 'plan',
    label: 'Plan',
    options: [
      { value: 'a', label: 'Plan A' },
      { value: 'b', label: 'Plan B' },
    ],
  },
]
const values: Form = { name: 'Ada', plan: 'b', age: 30 }

test('draws a TextField, or a Select when the spec has options, in order, each with its value and error', () => {
  const html = renderToString(
    <form>
      <FormFields fields={fields} values={values} errors={{ name: 'Name is required' }} onChange={() => {}} />
    </form>,
  )
  expect(html.indexOf('Full name')).toBeLessThan(html.indexOf('Plan'))
  expect(html).toContain('value="Ada"')
  expect(html).toMatch(/<option value="b" selected="">Plan B<\/option>/)
  expect(html).toContain('Name is required')
  expect(html).toContain('aria-invalid="true"')
})

test('reports each edit with the name of the field edited', () => {
  const changes: Array<[string, string]> = []
  const elements = FormFields<Form>({
    fields,
    values,
    onChange: (field, value) => changes.push([field, value]),
  })
  const [name, plan] = elements as ReactElement<{ onChange: (e: { target: { value: string } }) => void }>[]
  expect(isValidElement(name) && name.type).toBe(TextField)
  expect(isValidElement(plan) && plan.type).toBe(Select)
  name.props.onChange({ target: { value: 'Grace' } })
  plan.props.onChange({ target: { value: 'a' } })
  expect(changes).toEqual([
    ['name', 'Grace'],
    ['plan', 'a'],
  ])
})
