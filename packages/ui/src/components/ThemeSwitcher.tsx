import { useTheme } from '../hooks.js'
import { isThemePreference } from '../theme/theme.js'
import { Select } from './Select.js'

const OPTIONS = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const

export function ThemeSwitcher({ id }: { id?: string }) {
  const [preference, setPreference] = useTheme()
  return (
    <Select
      id={id}
      label="Theme"
      hideLabel
      className="ui-theme-switcher"
      options={OPTIONS}
      value={preference}
      onChange={(event) => {
        if (isThemePreference(event.target.value)) setPreference(event.target.value)
      }}
    />
  )
}
