// An accordion after the WAI-ARIA Authoring Practices pattern: each header is a heading holding a
// button with aria-expanded and aria-controls; each panel is a region labelled by its button.
// Enter and Space toggle (native buttons); Arrow Up/Down move between headers, Home and End jump to
// the first and last. One panel is open at a time unless `multiple` is set (SPEC.md §2).
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

export interface AccordionItem {
  id: string
  title: ReactNode
  content: ReactNode
}

export function nextOpen(open: readonly string[], id: string, multiple: boolean): string[] {
  if (open.includes(id)) return open.filter((item) => item !== id)
  return multiple ? [...open, id] : [id]
}

export function Accordion({
  items,
  multiple = false,
  initiallyOpen = [],
  headingLevel = 3,
  className,
}: {
  items: readonly AccordionItem[]
  multiple?: boolean
  initiallyOpen?: readonly string[]
  headingLevel?: 2 | 3 | 4
  className?: string
}) {
  const [open, setOpen] = useState<string[]>(() => [...initiallyOpen])
  const baseId = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const Heading = `h${headingLevel}` as const

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = items.length
    const target =
      event.key === 'ArrowDown'
        ? (index + 1) % count
        : event.key === 'ArrowUp'
          ? (index - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null
    if (target === null) return
    event.preventDefault()
    buttons.current[target]?.focus()
  }

  return (
    <div className={['accordion', className].filter(Boolean).join(' ')}>
      {items.map((item, index) => {
        const expanded = open.includes(item.id)
        const buttonId = `${baseId}-button-${item.id}`
        const panelId = `${baseId}-panel-${item.id}`
        return (
          <div key={item.id} className="accordion__item" data-open={expanded}>
            <Heading className="accordion__heading">
              <button
                ref={(element) => {
                  buttons.current[index] = element
                }}
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((current) => nextOpen(current, item.id, multiple))}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.title}</span>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="icon accordion__chevron">
                  <path d="M6 9l6 6 6-6" />
                </svg>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!expanded}>
              {item.content}
            </div>
          </div>
        )
      })}
    </div>
  )
}
