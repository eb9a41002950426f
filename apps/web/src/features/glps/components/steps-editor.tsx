import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconUsers, IconX } from '@tabler/icons-react';
import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { itemLearnersPath } from '../lib/paths.ts';
import { moveStep, type EditorStep } from '../lib/steps.ts';

export interface StepsEditorProps {
  glpId: number;
  steps: EditorStep[];
  onChange: (steps: EditorStep[]) => void;
  /** While a change is being saved, nothing can be moved or removed. */
  disabled?: boolean;
  /** Whether the viewer may open the item status lists (reports.view). */
  canSeeStatuses: boolean;
}

/** Keeps the keyboard on a moved step: its own arrow, or the other one when it reached an end. */
function refocus(key: string, dir: 'up' | 'down') {
  requestAnimationFrame(() => {
    const own = document.querySelector<HTMLButtonElement>(`[data-move="${key}-${dir}"]`);
    const other = document.querySelector<HTMLButtonElement>(`[data-move="${key}-${dir === 'up' ? 'down' : 'up'}"]`);
    (own && !own.disabled ? own : other)?.focus();
  });
}

/**
 * The ordered steps of a path. Reorder by dragging the handle (mouse or touch), by keyboard on the handle (Space to
 * pick up, arrows to move, Space to drop, Escape to cancel; announced to screen readers), or with the up and down
 * buttons. Each change is handed to `onChange` at once (the editor saves it).
 */
export function StepsEditor({ glpId, steps, onChange, disabled, canSeeStatuses }: StepsEditorProps) {
  const { t } = useTranslation('glps');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: string | number) => steps.findIndex((s) => s.key === id) + 1;
  const nameOf = (id: string | number) => steps.find((s) => s.key === id)?.ItemName ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('steps.dnd.picked', { name: nameOf(active.id), n: position(active.id), count: steps.length }),
    onDragOver: ({ active, over }) => (over ? t('steps.dnd.over', { name: nameOf(active.id), n: position(over.id), count: steps.length }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('steps.dnd.dropped', { name: nameOf(active.id), n: position(over.id), count: steps.length }) : t('steps.dnd.cancelled', { name: nameOf(active.id) })),
    onDragCancel: ({ active }) => t('steps.dnd.cancelled', { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(moveStep(steps, position(active.id) - 1, position(over.id) - 1));
  };
  const move = (i: number, delta: -1 | 1) => {
    onChange(moveStep(steps, i, i + delta));
    refocus(steps[i]!.key, delta < 0 ? 'up' : 'down');
  };

  if (steps.length === 0) {
    return <Text size="sm" c="dimmed">{t('steps.none')}</Text>;
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('steps.dnd.instructions') } }}
    >
      <SortableContext items={steps.map((s) => s.key)} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Stack component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('steps.listLabel')}>
          {steps.map((s, i) => (
            <SortableStep
              key={s.key}
              step={s}
              index={i}
              count={steps.length}
              glpId={glpId}
              disabled={disabled}
              canSeeStatuses={canSeeStatuses}
              onMove={(delta) => move(i, delta)}
              onRemove={() => onChange(steps.filter((x) => x.key !== s.key))}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableStep({ step: s, index: i, count, glpId, disabled, canSeeStatuses, onMove, onRemove }: {
  step: EditorStep; index: number; count: number; glpId: number; disabled?: boolean; canSeeStatuses: boolean; onMove: (delta: -1 | 1) => void; onRemove: () => void;
}) {
  const { t } = useTranslation('glps');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: s.key, disabled });
  const name = s.Missing ? t('steps.missingName') : s.ItemName;
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      radius="sm"
      p="xs"
      data-step={s.key}
      style={{
        transform: CSS.Transform.toString(transform), transition, position: 'relative', zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined, background: 'var(--mantine-color-body)',
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          disabled={disabled}
          style={{ cursor: disabled ? undefined : 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
          aria-label={t('steps.dragHandle', { n: i + 1, name })}
          aria-roledescription={t('steps.dnd.roleDescription')}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm" fw={600} w={24} ta="right" mt={4} aria-hidden>{i + 1}.</Text>
        {/* Content and actions share a row; on a phone the actions wrap under the content. */}
        <Group gap={6} wrap="wrap" justify="flex-end" align="flex-start" style={{ flex: 1, minWidth: 0 }}>
          <Stack gap={2} style={{ flex: '1 1 13rem', minWidth: 0 }}>
            <Group gap={6} wrap="wrap">
              <Badge size="sm" variant="light" color={s.Type === 'material' ? 'blue' : s.Type === 'test' ? 'grape' : 'orange'} tt="none">{t(`types.${s.Type}`)}</Badge>
              <Text size="sm" fw={500} c={s.Missing ? 'red.8' : undefined} style={{ overflowWrap: 'anywhere' }}>{name}</Text>
            </Group>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {s.Missing ? t('steps.missingHint') : t('steps.where', { course: s.CourseName, lesson: s.LessonTitle })}
            </Text>
          </Stack>
          <Group gap={2} wrap="nowrap">
            {canSeeStatuses && !s.Missing ? (
              <Tooltip label={t('steps.statuses')} withArrow>
                <ActionIcon
                  component={Link}
                  to={itemLearnersPath(s.CourseID, s.Type, s.ItemID, glpId)}
                  variant="subtle"
                  color="blue"
                  aria-label={t('steps.statusesOf', { n: i + 1, name })}
                >
                  <IconUsers size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ) : null}
            <ActionIcon variant="subtle" color="gray" data-move={`${s.key}-up`} disabled={disabled || i === 0} onClick={() => onMove(-1)} aria-label={t('steps.moveUp', { n: i + 1, name })}>
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="subtle" color="gray" data-move={`${s.key}-down`} disabled={disabled || i === count - 1} onClick={() => onMove(1)} aria-label={t('steps.moveDown', { n: i + 1, name })}>
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" disabled={disabled} onClick={onRemove} aria-label={t('steps.remove', { n: i + 1, name })}>
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      </Group>
    </Paper>
  );
}
