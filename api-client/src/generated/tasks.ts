/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type {
  CreateTaskDto,
  TaskAssigneeView,
  TaskBulkDto,
  TaskBulkView,
  TaskPage,
  TaskView,
  TasksListParams,
  UpdateTaskDto,
} from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const tasksBulkRun = (projectId: number, taskBulkDto: TaskBulkDto, options?: SecondParameter<typeof send<TaskBulkView>>) => {
  return send<TaskBulkView>(
    { url: `/api/projects/${projectId}/tasks/bulk`, method: 'POST', headers: { 'Content-Type': 'application/json' }, data: taskBulkDto },
    options,
  );
};
export const tasksList = (projectId: number, params?: TasksListParams, options?: SecondParameter<typeof send<TaskPage>>) => {
  return send<TaskPage>({ url: `/api/projects/${projectId}/tasks`, method: 'GET', params }, options);
};
export const tasksCreate = (projectId: number, createTaskDto: CreateTaskDto, options?: SecondParameter<typeof send<TaskView>>) => {
  return send<TaskView>(
    { url: `/api/projects/${projectId}/tasks`, method: 'POST', headers: { 'Content-Type': 'application/json' }, data: createTaskDto },
    options,
  );
};
export const tasksAssignees = (projectId: number, options?: SecondParameter<typeof send<TaskAssigneeView[]>>) => {
  return send<TaskAssigneeView[]>({ url: `/api/projects/${projectId}/tasks/assignees`, method: 'GET' }, options);
};
export const tasksGet = (projectId: number, taskId: number, options?: SecondParameter<typeof send<TaskView>>) => {
  return send<TaskView>({ url: `/api/projects/${projectId}/tasks/${taskId}`, method: 'GET' }, options);
};
export const tasksUpdate = (
  projectId: number,
  taskId: number,
  updateTaskDto: UpdateTaskDto,
  options?: SecondParameter<typeof send<TaskView>>,
) => {
  return send<TaskView>(
    {
      url: `/api/projects/${projectId}/tasks/${taskId}`,
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      data: updateTaskDto,
    },
    options,
  );
};
export const tasksRemove = (projectId: number, taskId: number, options?: SecondParameter<typeof send<void>>) => {
  return send<void>({ url: `/api/projects/${projectId}/tasks/${taskId}`, method: 'DELETE' }, options);
};
export type TasksBulkRunResult = NonNullable<Awaited<ReturnType<typeof tasksBulkRun>>>;
export type TasksListResult = NonNullable<Awaited<ReturnType<typeof tasksList>>>;
export type TasksCreateResult = NonNullable<Awaited<ReturnType<typeof tasksCreate>>>;
export type TasksAssigneesResult = NonNullable<Awaited<ReturnType<typeof tasksAssignees>>>;
export type TasksGetResult = NonNullable<Awaited<ReturnType<typeof tasksGet>>>;
export type TasksUpdateResult = NonNullable<Awaited<ReturnType<typeof tasksUpdate>>>;
export type TasksRemoveResult = NonNullable<Awaited<ReturnType<typeof tasksRemove>>>;
