import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconClipboardCheck, IconFileText, IconGripVertical, IconListCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Lesson } from '@app/contracts/courses';

export interface LessonListProps {
  lessons: Lesson[];
  /** The new order of every lesson id (after a drop). */
  onReorder: (ids: number[]) => void;
  onEdit: (lesson: Lesson) => void;
  onRemove: (lesson: Lesson) => void;
  /** A reorder is being saved: the handles wait. */
  busy?: boolean;
}

function Item({ lesson, index, onEdit, onRemove, busy }: { lesson: Lesson; index: number; onEdit: () => void; onRemove: () => void; busy?: boolean }) {
  const { t } = useTranslation('course-building');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: lesson.ID, disabled: busy });
  const parts = [
    lesson.MaterialID ? { icon: IconFileText, label: t('fields.material'), name: lesson.MaterialName } : null,
    lesson.TestID ? { icon: IconListCheck, label: t('fields.test'), name: lesson.TestTitle } : null,
    lesson.AssignmentID ? { icon: IconClipboardCheck, label: t('fields.assignment'), name: lesson.AssignmentTitle } : null,
  ].filter((p) => p !== null);
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      withBorder
      radius="md"
      p="xs"
      data-lesson-id={lesson.ID}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
        background: 'var(--mantine-color-body)',
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('lessons.moveN', { position: index + 1, title: lesson.Title })}
          style={{ cursor: busy ? 'wait' : 'grab', touchAction: 'none', flexShrink: 0 }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Badge variant="light" circle size="lg" aria-hidden>{index + 1}</Badge>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>{lesson.Title}</Text>
          </Group>
          {parts.length === 0 ? (
            <Text size="xs" c="dimmed">{t('lessons.empty')}</Text>
          ) : (
            <Stack gap={2}>
              {parts.map((p) => (
                <Group key={p.label} gap={6} wrap="nowrap">
                  <p.icon size={14} aria-hidden style={{ flexShrink: 0 }} />
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {p.label}: {p.name ?? '–'}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Tooltip label={t('edit')}>
            <ActionIcon variant="subtle" aria-label={t('lessons.editN', { title: lesson.Title })} onClick={onEdit}>
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('lessons.remove')}>
            <ActionIcon variant="subtle" color="red" aria-label={t('lessons.removeN', { title: lesson.Title })} onClick={onRemove}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * The ordered lessons of a course. Reorder by dragging the handle, or with the keyboard: focus a handle, Space
 * picks the lesson up, the arrow keys move it, Space drops it and Escape cancels; each step is announced.
 */
export function LessonList({ lessons, onReorder, onEdit, onRemove, busy }: LessonListProps) {
  const { t } = useTranslation('course-building');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = lessons.map((l) => l.ID);
  const titleOf = (id: UniqueIdentifier) => lessons.find((l) => l.ID === id)?.Title ?? '';
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.picked', { title: titleOf(active.id), position: positionOf(active.id), count: ids.length }),
    onDragOver: ({ active, over }) => (over ? t('dnd.over', { title: titleOf(active.id), position: positionOf(over.id), count: ids.length }) : t('dnd.outside', { title: titleOf(active.id) })),
    onDragEnd: ({ active, over }) => (over ? t('dnd.dropped', { title: titleOf(active.id), position: positionOf(over.id), count: ids.length }) : t('dnd.cancelled', { title: titleOf(active.id) })),
    onDragCancel: ({ active }) => t('dnd.cancelled', { title: titleOf(active.id) }),
  };
  const instructions: ScreenReaderInstructions = { draggable: t('dnd.instructions') };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: instructions }}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap="xs" component="ol" aria-label={t('lessons.listLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {lessons.map((l, i) => (
            <Item key={l.ID} lesson={l} index={i} onEdit={() => onEdit(l)} onRemove={() => onRemove(l)} busy={busy} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
