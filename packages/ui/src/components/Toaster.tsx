import { useToasts } from '../hooks.js'
import { toasts } from '../instance.js'

/**
 * The toast region (render once, in the shell or a standalone app). The live region stays in the DOM so screen
 * readers announce each toast as it appears; the clock pauses while the pointer or focus is on a toast.
 */
export function Toaster() {
  const { visible } = useToasts()
  return (
    <section className="ui-toaster" aria-label="Notifications">
      <div aria-live="polite" aria-relevant="additions text">
        {visible.map((item) => (
          <div
            key={item.id}
            className={`ui-toast ui-toast--${item.variant}`}
            data-testid="toast"
            onMouseEnter={() => toasts.pause(item.id)}
            onMouseLeave={() => toasts.resume(item.id)}
            onFocus={() => toasts.pause(item.id)}
            onBlur={() => toasts.resume(item.id)}
          >
            <div className="ui-toast__body">
              <p className="ui-toast__title">{item.title}</p>
              {item.description ? <p className="ui-toast__description">{item.description}</p> : null}
              {item.action ? (
                <a
                  className="ui-toast__action"
                  href={item.action.href}
                  onClick={(event) => {
                    item.action?.onClick?.(event.nativeEvent)
                    toasts.dismiss(item.id)
                  }}
                >
                  {item.action.label}
                </a>
              ) : null}
            </div>
            <button
              type="button"
              className="ui-btn ui-btn--ghost ui-btn--sm"
              aria-label={`Dismiss notification: ${item.title}`}
              onClick={() => toasts.dismiss(item.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
      </div>
    </section>
  )
}
