// This file is generated from api-client/openapi.yaml by `npm run generate`. Do not edit it by hand.
import type { OperationId } from './types.ts';

/** One contract operation as the server registers it; schemas are dereferenced JSON Schema. */
export interface OperationSpec {
  readonly id: OperationId;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly tag: string;
  /** True when the operation needs no session (security: [] in the contract). */
  readonly isPublic: boolean;
  readonly bodyKind: 'json' | 'multipart' | 'none';
  readonly bodySchema: Readonly<Record<string, unknown>> | null;
  readonly querySchema: Readonly<Record<string, unknown>> | null;
  /** JSON response schemas by status code; a field they do not declare is never serialised. */
  readonly responses: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** True when the success response is a file download rather than JSON. */
  readonly download: boolean;
}

export const operationSpecs: readonly OperationSpec[] = [
  {
    id: 'authChangePassword',
    method: 'POST',
    path: '/backend/auth/changePassword',
    tag: 'auth',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['currentPassword', 'newPassword'],
      properties: {
        currentPassword: {
          type: 'string',
          maxLength: 1024,
        },
        newPassword: {
          type: 'string',
          maxLength: 1024,
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['ok'],
        properties: {
          ok: {
            type: 'boolean',
            const: true,
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '429': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'authGetLoginUrl',
    method: 'POST',
    path: '/backend/auth/getLoginUrl',
    tag: 'auth',
    isPublic: true,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        redirect: {
          type: 'string',
          maxLength: 2048,
          pattern: '^/(?![/\\\\])',
        },
        lang: {
          type: 'string',
          enum: ['de', 'en', 'fr'],
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['loginUrl', 'settingsUrl'],
        properties: {
          loginUrl: {
            type: 'string',
          },
          settingsUrl: {
            type: 'string',
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'authGetUser',
    method: 'POST',
    path: '/backend/auth/getUser',
    tag: 'auth',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      properties: {},
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: [
          'id',
          'email',
          'firstName',
          'name',
          'fullName',
          'language',
          'lastAccountId',
          'pictureUrl',
          'fromTarget',
          'targetSessionId',
          'contractType',
          'target1Permissions',
          'target2Permissions',
          'lastSurveyAt',
        ],
        properties: {
          id: {
            type: 'string',
          },
          email: {
            type: ['string', 'null'],
          },
          firstName: {
            type: 'string',
          },
          name: {
            type: 'string',
          },
          fullName: {
            type: 'string',
          },
          language: {
            type: 'string',
            enum: ['de', 'en', 'fr'],
          },
          lastAccountId: {
            type: ['string', 'null'],
          },
          pictureUrl: {
            type: ['object', 'null'],
            required: ['mime', 'data'],
            properties: {
              mime: {
                type: 'string',
              },
              data: {
                type: 'string',
              },
            },
          },
          fromTarget: {
            type: 'boolean',
          },
          targetSessionId: {
            type: ['string', 'null'],
          },
          contractType: {
            type: 'string',
            enum: ['demo', 'test', 'paid', 'subcontract', 'intern', 'alumni'],
          },
          companyName: {
            type: ['string', 'null'],
          },
          target1Permissions: {
            type: 'object',
            required: ['ACCESS'],
            properties: {
              ACCESS: {
                type: 'boolean',
              },
            },
          },
          target2Permissions: {
            type: 'object',
            required: ['ACCESS'],
            properties: {
              ACCESS: {
                type: 'boolean',
              },
            },
          },
          lastSurveyAt: {
            type: ['string', 'null'],
            format: 'date-time',
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'authLoginViaProviderTool',
    method: 'POST',
    path: '/backend/auth/loginViaProviderTool',
    tag: 'auth',
    isPublic: true,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['session', 'tool'],
      properties: {
        session: {
          type: 'string',
          minLength: 1,
          maxLength: 1024,
        },
        tool: {
          type: 'string',
          minLength: 1,
          maxLength: 64,
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: [
          'id',
          'email',
          'firstName',
          'name',
          'fullName',
          'language',
          'lastAccountId',
          'pictureUrl',
          'fromTarget',
          'targetSessionId',
          'contractType',
          'target1Permissions',
          'target2Permissions',
          'lastSurveyAt',
        ],
        properties: {
          id: {
            type: 'string',
          },
          email: {
            type: ['string', 'null'],
          },
          firstName: {
            type: 'string',
          },
          name: {
            type: 'string',
          },
          fullName: {
            type: 'string',
          },
          language: {
            type: 'string',
            enum: ['de', 'en', 'fr'],
          },
          lastAccountId: {
            type: ['string', 'null'],
          },
          pictureUrl: {
            type: ['object', 'null'],
            required: ['mime', 'data'],
            properties: {
              mime: {
                type: 'string',
              },
              data: {
                type: 'string',
              },
            },
          },
          fromTarget: {
            type: 'boolean',
          },
          targetSessionId: {
            type: ['string', 'null'],
          },
          contractType: {
            type: 'string',
            enum: ['demo', 'test', 'paid', 'subcontract', 'intern', 'alumni'],
          },
          companyName: {
            type: ['string', 'null'],
          },
          target1Permissions: {
            type: 'object',
            required: ['ACCESS'],
            properties: {
              ACCESS: {
                type: 'boolean',
              },
            },
          },
          target2Permissions: {
            type: 'object',
            required: ['ACCESS'],
            properties: {
              ACCESS: {
                type: 'boolean',
              },
            },
          },
          lastSurveyAt: {
            type: ['string', 'null'],
            format: 'date-time',
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '429': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'authLogout',
    method: 'POST',
    path: '/backend/auth/logout',
    tag: 'auth',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      properties: {},
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['ok'],
        properties: {
          ok: {
            type: 'boolean',
            const: true,
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'authOidcCallback',
    method: 'GET',
    path: '/backend/auth/oidcCallback',
    tag: 'auth',
    isPublic: true,
    bodyKind: 'none',
    bodySchema: null,
    querySchema: {
      type: 'object',
      properties: {
        code: {
          type: 'string',
          maxLength: 2048,
        },
        state: {
          type: 'string',
          maxLength: 512,
        },
        iss: {
          type: 'string',
          maxLength: 2048,
        },
        error: {
          type: 'string',
          maxLength: 256,
        },
        error_description: {
          type: 'string',
          maxLength: 2048,
        },
        session_state: {
          type: 'string',
          maxLength: 512,
        },
      },
      required: [],
      additionalProperties: false,
    },
    responses: {
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'authSetFromTarget',
    method: 'POST',
    path: '/backend/auth/setFromTarget',
    tag: 'auth',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      properties: {},
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['ok'],
        properties: {
          ok: {
            type: 'boolean',
            const: true,
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'authSetLanguage',
    method: 'POST',
    path: '/backend/auth/setLanguage',
    tag: 'auth',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['language'],
      properties: {
        language: {
          type: 'string',
          enum: ['de', 'en', 'fr'],
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: [
          'id',
          'email',
          'firstName',
          'name',
          'fullName',
          'language',
          'lastAccountId',
          'pictureUrl',
          'fromTarget',
          'targetSessionId',
          'contractType',
          'target1Permissions',
          'target2Permissions',
          'lastSurveyAt',
        ],
        properties: {
          id: {
            type: 'string',
          },
          email: {
            type: ['string', 'null'],
          },
          firstName: {
            type: 'string',
          },
          name: {
            type: 'string',
          },
          fullName: {
            type: 'string',
          },
          language: {
            type: 'string',
            enum: ['de', 'en', 'fr'],
          },
          lastAccountId: {
            type: ['string', 'null'],
          },
          pictureUrl: {
            type: ['object', 'null'],
            required: ['mime', 'data'],
            properties: {
              mime: {
                type: 'string',
              },
              data: {
                type: 'string',
              },
            },
          },
          fromTarget: {
            type: 'boolean',
          },
          targetSessionId: {
            type: ['string', 'null'],
          },
          contractType: {
            type: 'string',
            enum: ['demo', 'test', 'paid', 'subcontract', 'intern', 'alumni'],
          },
          companyName: {
            type: ['string', 'null'],
          },
          target1Permissions: {
            type: 'object',
            required: ['ACCESS'],
            properties: {
              ACCESS: {
                type: 'boolean',
              },
            },
          },
          target2Permissions: {
            type: 'object',
            required: ['ACCESS'],
            properties: {
              ACCESS: {
                type: 'boolean',
              },
            },
          },
          lastSurveyAt: {
            type: ['string', 'null'],
            format: 'date-time',
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'authSetTargetSession',
    method: 'POST',
    path: '/backend/auth/setTargetSession',
    tag: 'auth',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['targetSessionId'],
      properties: {
        targetSessionId: {
          type: 'string',
          minLength: 1,
          maxLength: 1024,
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['ok'],
        properties: {
          ok: {
            type: 'boolean',
            const: true,
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'authSignIn',
    method: 'POST',
    path: '/backend/auth/signIn',
    tag: 'auth',
    isPublic: true,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['email', 'password'],
      properties: {
        email: {
          type: 'string',
          maxLength: 320,
        },
        password: {
          type: 'string',
          maxLength: 1024,
        },
        redirect: {
          type: 'string',
          maxLength: 2048,
          pattern: '^/(?![/\\\\])',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['redirectUrl'],
        properties: {
          redirectUrl: {
            type: 'string',
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '429': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'companiesExportCompanies',
    method: 'POST',
    path: '/backend/companies/exportCompanies',
    tag: 'companies',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['filters'],
      properties: {
        filters: {
          type: 'object',
          additionalProperties: false,
          properties: {
            searchterm: {
              type: 'string',
              maxLength: 200,
            },
            country: {
              type: 'string',
              maxLength: 64,
            },
          },
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['exportFileName'],
        properties: {
          exportFileName: {
            type: 'string',
            pattern: '^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$',
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'companiesExportSelectedCompanies',
    method: 'POST',
    path: '/backend/companies/exportSelectedCompanies',
    tag: 'companies',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['ids'],
      properties: {
        ids: {
          type: 'array',
          minItems: 1,
          maxItems: 10000,
          uniqueItems: true,
          items: {
            type: 'string',
            pattern: '^[A-Za-z0-9_-]{1,64}$',
          },
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['exportFileName'],
        properties: {
          exportFileName: {
            type: 'string',
            pattern: '^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$',
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'companiesGetExportFile',
    method: 'GET',
    path: '/backend/companies/getExportFile',
    tag: 'companies',
    isPublic: false,
    bodyKind: 'none',
    bodySchema: null,
    querySchema: {
      type: 'object',
      properties: {
        exportFileName: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$',
        },
      },
      required: ['exportFileName'],
      additionalProperties: false,
    },
    responses: {
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: true,
  },
  {
    id: 'companiesListActivatedCompanies',
    method: 'POST',
    path: '/backend/companies/listActivatedCompanies',
    tag: 'companies',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['paging'],
      properties: {
        paging: {
          type: 'object',
          additionalProperties: false,
          required: ['page', 'pageSize'],
          properties: {
            page: {
              type: 'integer',
              minimum: 0,
              maximum: 1000000,
            },
            pageSize: {
              type: 'integer',
              minimum: 1,
              maximum: 500,
            },
          },
        },
        filters: {
          type: 'object',
          additionalProperties: false,
          properties: {
            searchterm: {
              type: 'string',
              maxLength: 200,
            },
            country: {
              type: 'string',
              maxLength: 64,
            },
          },
        },
        sorting: {
          type: 'object',
          additionalProperties: false,
          required: ['field', 'order'],
          properties: {
            field: {
              type: 'string',
              enum: ['company_name', 'location', 'activatedAt'],
            },
            order: {
              type: 'string',
              enum: ['asc', 'desc'],
            },
          },
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['items', 'totalCount', 'filteredTotalCount'],
        properties: {
          items: {
            type: 'array',
            items: {
              type: 'object',
              required: ['id', 'company_name', 'zip', 'location', 'street', 'country', 'url', 'activatedAt'],
              properties: {
                id: {
                  type: 'string',
                  pattern: '^[A-Za-z0-9_-]{1,64}$',
                },
                company_name: {
                  type: ['string', 'null'],
                },
                zip: {
                  type: ['string', 'null'],
                },
                location: {
                  type: ['string', 'null'],
                },
                street: {
                  type: ['string', 'null'],
                },
                country: {
                  type: ['string', 'null'],
                },
                url: {
                  type: ['string', 'null'],
                },
                activatedAt: {
                  type: 'string',
                  format: 'date-time',
                },
              },
            },
          },
          totalCount: {
            type: 'integer',
            minimum: 0,
          },
          filteredTotalCount: {
            type: 'integer',
            minimum: 0,
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'dashboardGetUserStats',
    method: 'POST',
    path: '/backend/dashboard/getUserStats',
    tag: 'dashboard',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      properties: {},
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['mExportQuota', 'currentQuota', 'analysedRows', 'uploadedFiles'],
        properties: {
          mExportQuota: {
            type: 'integer',
            minimum: 0,
          },
          currentQuota: {
            type: 'integer',
            minimum: 0,
          },
          analysedRows: {
            type: 'integer',
            minimum: 0,
          },
          uploadedFiles: {
            type: 'integer',
            minimum: 0,
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'emailcheckGetResults',
    method: 'POST',
    path: '/backend/emailcheck/getResults',
    tag: 'emailcheck',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['isFinished', 'stats', 'examples'],
        properties: {
          isFinished: {
            type: 'boolean',
          },
          stats: {
            type: 'object',
            required: ['available', 'unavailable', 'unknown', 'notStarted'],
            properties: {
              available: {
                type: 'integer',
                minimum: 0,
              },
              unavailable: {
                type: 'integer',
                minimum: 0,
              },
              unknown: {
                type: 'integer',
                minimum: 0,
              },
              notStarted: {
                type: 'integer',
                minimum: 0,
              },
            },
          },
          examples: {
            type: 'object',
            required: ['unavailable'],
            properties: {
              unavailable: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['email', 'row_id'],
                  properties: {
                    email: {
                      type: 'string',
                    },
                    row_id: {
                      type: 'integer',
                      minimum: 1,
                    },
                  },
                },
              },
            },
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'emailcheckGetStatus',
    method: 'POST',
    path: '/backend/emailcheck/getStatus',
    tag: 'emailcheck',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['state', 'isFinished', 'stats'],
        properties: {
          state: {
            type: 'string',
            enum: ['idle', 'processing', 'finished', 'failed'],
          },
          isFinished: {
            type: 'boolean',
          },
          stats: {
            type: 'object',
            required: ['available', 'unavailable', 'unknown', 'notStarted'],
            properties: {
              available: {
                type: 'integer',
                minimum: 0,
              },
              unavailable: {
                type: 'integer',
                minimum: 0,
              },
              unknown: {
                type: 'integer',
                minimum: 0,
              },
              notStarted: {
                type: 'integer',
                minimum: 0,
              },
            },
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'emailcheckStart',
    method: 'POST',
    path: '/backend/emailcheck/start',
    tag: 'emailcheck',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['state', 'isFinished', 'stats'],
        properties: {
          state: {
            type: 'string',
            enum: ['idle', 'processing', 'finished', 'failed'],
          },
          isFinished: {
            type: 'boolean',
          },
          stats: {
            type: 'object',
            required: ['available', 'unavailable', 'unknown', 'notStarted'],
            properties: {
              available: {
                type: 'integer',
                minimum: 0,
              },
              unavailable: {
                type: 'integer',
                minimum: 0,
              },
              unknown: {
                type: 'integer',
                minimum: 0,
              },
              notStarted: {
                type: 'integer',
                minimum: 0,
              },
            },
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'exportExportMatches',
    method: 'POST',
    path: '/backend/export/exportMatches',
    tag: 'export',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId', 'exportFileType', 'defaultView', 'consolidatedView', 'numExports'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        exportFileType: {
          type: 'string',
          enum: ['xlsx', 'csv'],
        },
        delimiter: {
          type: 'string',
          enum: [';', ','],
          default: ';',
        },
        defaultView: {
          type: 'object',
          additionalProperties: false,
          required: ['export', 'exportCustomerColumns', 'exportDiffs'],
          properties: {
            export: {
              type: 'boolean',
            },
            exportCustomerColumns: {
              type: 'boolean',
            },
            exportDiffs: {
              type: 'boolean',
            },
          },
        },
        consolidatedView: {
          type: 'object',
          additionalProperties: false,
          required: ['export', 'customColumnMapping'],
          properties: {
            export: {
              type: 'boolean',
            },
            customColumnMapping: {
              type: 'object',
              additionalProperties: false,
              required: ['mapping', 'additionalCustomerColumnsMapping'],
              properties: {
                mapping: {
                  type: 'array',
                  maxItems: 500,
                  items: {
                    type: 'object',
                    additionalProperties: false,
                    required: [
                      'key',
                      'label',
                      'action',
                      'customName',
                      'isCustomerOnly',
                      'isProviderOnly',
                      'unlockedExportField',
                      'isCustomizable',
                      'defaultCustomName',
                    ],
                    properties: {
                      key: {
                        type: 'string',
                        minLength: 1,
                        maxLength: 256,
                      },
                      label: {
                        type: 'string',
                        maxLength: 256,
                      },
                      action: {
                        type: 'string',
                        enum: [
                          'ACTION_KEEP_CUSTOMER_VALUE',
                          'ACTION_KEEP_PROVIDER_VALUE',
                          'ACTION_KEEP_PROVIDER_NO_EMPTY_VALUES',
                          'ACTION_ENRICH_WITH_PROVIDER_VALUE',
                          'ACTION_DO_NOT_EXPORT',
                        ],
                      },
                      customName: {
                        type: ['string', 'null'],
                        maxLength: 256,
                      },
                      isCustomerOnly: {
                        type: 'boolean',
                      },
                      isProviderOnly: {
                        type: 'boolean',
                      },
                      unlockedExportField: {
                        type: 'boolean',
                      },
                      isCustomizable: {
                        type: 'boolean',
                      },
                      defaultCustomName: {
                        type: 'string',
                        maxLength: 256,
                      },
                    },
                  },
                },
                additionalCustomerColumnsMapping: {
                  type: 'array',
                  maxItems: 1000,
                  items: {
                    type: 'object',
                    additionalProperties: false,
                    required: [
                      'key',
                      'label',
                      'action',
                      'customName',
                      'isCustomerOnly',
                      'isProviderOnly',
                      'unlockedExportField',
                      'isCustomizable',
                      'defaultCustomName',
                    ],
                    properties: {
                      key: {
                        type: 'string',
                        minLength: 1,
                        maxLength: 256,
                      },
                      label: {
                        type: 'string',
                        maxLength: 256,
                      },
                      action: {
                        type: 'string',
                        enum: [
                          'ACTION_KEEP_CUSTOMER_VALUE',
                          'ACTION_KEEP_PROVIDER_VALUE',
                          'ACTION_KEEP_PROVIDER_NO_EMPTY_VALUES',
                          'ACTION_ENRICH_WITH_PROVIDER_VALUE',
                          'ACTION_DO_NOT_EXPORT',
                        ],
                      },
                      customName: {
                        type: ['string', 'null'],
                        maxLength: 256,
                      },
                      isCustomerOnly: {
                        type: 'boolean',
                      },
                      isProviderOnly: {
                        type: 'boolean',
                      },
                      unlockedExportField: {
                        type: 'boolean',
                      },
                      isCustomizable: {
                        type: 'boolean',
                      },
                      defaultCustomName: {
                        type: 'string',
                        maxLength: 256,
                      },
                    },
                  },
                },
              },
            },
          },
        },
        numExports: {
          type: 'integer',
          minimum: 0,
          maximum: 100000000,
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: [
          'state',
          'exportInQueue',
          'sendDownloadLink',
          'exportFileType',
          'pressedSendMail',
          'showMailNotice',
          'exportId',
          'fileName',
          'numCharged',
        ],
        properties: {
          state: {
            type: 'string',
            enum: ['none', 'queued', 'running', 'finished', 'failed'],
          },
          exportId: {
            oneOf: [
              {
                type: 'integer',
                minimum: 1,
                maximum: 9007199254740991,
              },
              {
                type: 'null',
              },
            ],
          },
          fileName: {
            type: ['string', 'null'],
          },
          numCharged: {
            type: 'integer',
            minimum: 0,
          },
          exportInQueue: {
            type: 'boolean',
          },
          sendDownloadLink: {
            type: 'boolean',
          },
          exportFileType: {
            type: ['string', 'null'],
            enum: ['xlsx', 'csv', null],
          },
          pressedSendMail: {
            type: 'boolean',
          },
          showMailNotice: {
            type: 'boolean',
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '409': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '412': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'exportExportQualityReport',
    method: 'POST',
    path: '/backend/export/exportQualityReport',
    tag: 'export',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['ready', 'state'],
        properties: {
          ready: {
            type: 'boolean',
          },
          state: {
            type: 'string',
            enum: ['processing', 'finished', 'failed'],
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'exportGetExportFile',
    method: 'GET',
    path: '/backend/export/getExportFile',
    tag: 'export',
    isPublic: false,
    bodyKind: 'none',
    bodySchema: null,
    querySchema: {
      type: 'object',
      properties: {
        id: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        exportFileType: {
          type: 'string',
          enum: ['xlsx', 'csv'],
        },
      },
      required: ['id', 'exportFileType'],
      additionalProperties: false,
    },
    responses: {
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '410': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: true,
  },
  {
    id: 'exportGetExportInfo',
    method: 'POST',
    path: '/backend/export/getExportInfo',
    tag: 'export',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: [
          'numberOfCompanies',
          'consolidatedExportColumns',
          'additionalCustomerColumns',
          'numberOfLockedCompanies',
          'numberOfRows',
          'numberOfAlreadyCharged',
        ],
        properties: {
          numberOfRows: {
            type: 'integer',
            minimum: 0,
          },
          numberOfCompanies: {
            type: 'integer',
            minimum: 0,
          },
          numberOfAlreadyCharged: {
            type: 'integer',
            minimum: 0,
          },
          consolidatedExportColumns: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: [
                'key',
                'label',
                'action',
                'customName',
                'isCustomerOnly',
                'isProviderOnly',
                'unlockedExportField',
                'isCustomizable',
                'defaultCustomName',
              ],
              properties: {
                key: {
                  type: 'string',
                  minLength: 1,
                  maxLength: 256,
                },
                label: {
                  type: 'string',
                  maxLength: 256,
                },
                action: {
                  type: 'string',
                  enum: [
                    'ACTION_KEEP_CUSTOMER_VALUE',
                    'ACTION_KEEP_PROVIDER_VALUE',
                    'ACTION_KEEP_PROVIDER_NO_EMPTY_VALUES',
                    'ACTION_ENRICH_WITH_PROVIDER_VALUE',
                    'ACTION_DO_NOT_EXPORT',
                  ],
                },
                customName: {
                  type: ['string', 'null'],
                  maxLength: 256,
                },
                isCustomerOnly: {
                  type: 'boolean',
                },
                isProviderOnly: {
                  type: 'boolean',
                },
                unlockedExportField: {
                  type: 'boolean',
                },
                isCustomizable: {
                  type: 'boolean',
                },
                defaultCustomName: {
                  type: 'string',
                  maxLength: 256,
                },
              },
            },
          },
          additionalCustomerColumns: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: [
                'key',
                'label',
                'action',
                'customName',
                'isCustomerOnly',
                'isProviderOnly',
                'unlockedExportField',
                'isCustomizable',
                'defaultCustomName',
              ],
              properties: {
                key: {
                  type: 'string',
                  minLength: 1,
                  maxLength: 256,
                },
                label: {
                  type: 'string',
                  maxLength: 256,
                },
                action: {
                  type: 'string',
                  enum: [
                    'ACTION_KEEP_CUSTOMER_VALUE',
                    'ACTION_KEEP_PROVIDER_VALUE',
                    'ACTION_KEEP_PROVIDER_NO_EMPTY_VALUES',
                    'ACTION_ENRICH_WITH_PROVIDER_VALUE',
                    'ACTION_DO_NOT_EXPORT',
                  ],
                },
                customName: {
                  type: ['string', 'null'],
                  maxLength: 256,
                },
                isCustomerOnly: {
                  type: 'boolean',
                },
                isProviderOnly: {
                  type: 'boolean',
                },
                unlockedExportField: {
                  type: 'boolean',
                },
                isCustomizable: {
                  type: 'boolean',
                },
                defaultCustomName: {
                  type: 'string',
                  maxLength: 256,
                },
              },
            },
          },
          numberOfLockedCompanies: {
            type: 'integer',
            minimum: 0,
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'exportGetExportPreview',
    method: 'POST',
    path: '/backend/export/getExportPreview',
    tag: 'export',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId', 'mapping'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        mapping: {
          type: 'array',
          maxItems: 500,
          items: {
            type: 'object',
            additionalProperties: false,
            required: [
              'key',
              'label',
              'action',
              'customName',
              'isCustomerOnly',
              'isProviderOnly',
              'unlockedExportField',
              'isCustomizable',
              'defaultCustomName',
            ],
            properties: {
              key: {
                type: 'string',
                minLength: 1,
                maxLength: 256,
              },
              label: {
                type: 'string',
                maxLength: 256,
              },
              action: {
                type: 'string',
                enum: [
                  'ACTION_KEEP_CUSTOMER_VALUE',
                  'ACTION_KEEP_PROVIDER_VALUE',
                  'ACTION_KEEP_PROVIDER_NO_EMPTY_VALUES',
                  'ACTION_ENRICH_WITH_PROVIDER_VALUE',
                  'ACTION_DO_NOT_EXPORT',
                ],
              },
              customName: {
                type: ['string', 'null'],
                maxLength: 256,
              },
              isCustomerOnly: {
                type: 'boolean',
              },
              isProviderOnly: {
                type: 'boolean',
              },
              unlockedExportField: {
                type: 'boolean',
              },
              isCustomizable: {
                type: 'boolean',
              },
              defaultCustomName: {
                type: 'string',
                maxLength: 256,
              },
            },
          },
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['ready', 'companies', 'fields'],
        properties: {
          ready: {
            type: 'boolean',
          },
          companies: {
            type: 'integer',
            minimum: 0,
          },
          fields: {
            type: 'array',
            items: {
              type: 'object',
              required: ['key', 'action', 'kept', 'filled', 'overwritten', 'cleared'],
              properties: {
                key: {
                  type: 'string',
                },
                action: {
                  type: 'string',
                  enum: [
                    'ACTION_KEEP_CUSTOMER_VALUE',
                    'ACTION_KEEP_PROVIDER_VALUE',
                    'ACTION_KEEP_PROVIDER_NO_EMPTY_VALUES',
                    'ACTION_ENRICH_WITH_PROVIDER_VALUE',
                    'ACTION_DO_NOT_EXPORT',
                  ],
                },
                kept: {
                  type: 'object',
                  required: ['count', 'examples'],
                  properties: {
                    count: {
                      type: 'integer',
                      minimum: 0,
                    },
                    examples: {
                      type: 'array',
                      maxItems: 3,
                      items: {
                        type: 'object',
                        required: ['rowId', 'companyName', 'customerValue', 'providerValue'],
                        properties: {
                          rowId: {
                            type: 'integer',
                            minimum: 1,
                            maximum: 100000000,
                          },
                          companyName: {
                            type: ['string', 'null'],
                          },
                          customerValue: {
                            type: ['string', 'null'],
                          },
                          providerValue: {
                            type: ['string', 'null'],
                          },
                        },
                      },
                    },
                  },
                },
                filled: {
                  type: 'object',
                  required: ['count', 'examples'],
                  properties: {
                    count: {
                      type: 'integer',
                      minimum: 0,
                    },
                    examples: {
                      type: 'array',
                      maxItems: 3,
                      items: {
                        type: 'object',
                        required: ['rowId', 'companyName', 'customerValue', 'providerValue'],
                        properties: {
                          rowId: {
                            type: 'integer',
                            minimum: 1,
                            maximum: 100000000,
                          },
                          companyName: {
                            type: ['string', 'null'],
                          },
                          customerValue: {
                            type: ['string', 'null'],
                          },
                          providerValue: {
                            type: ['string', 'null'],
                          },
                        },
                      },
                    },
                  },
                },
                overwritten: {
                  type: 'object',
                  required: ['count', 'examples'],
                  properties: {
                    count: {
                      type: 'integer',
                      minimum: 0,
                    },
                    examples: {
                      type: 'array',
                      maxItems: 3,
                      items: {
                        type: 'object',
                        required: ['rowId', 'companyName', 'customerValue', 'providerValue'],
                        properties: {
                          rowId: {
                            type: 'integer',
                            minimum: 1,
                            maximum: 100000000,
                          },
                          companyName: {
                            type: ['string', 'null'],
                          },
                          customerValue: {
                            type: ['string', 'null'],
                          },
                          providerValue: {
                            type: ['string', 'null'],
                          },
                        },
                      },
                    },
                  },
                },
                cleared: {
                  type: 'object',
                  required: ['count', 'examples'],
                  properties: {
                    count: {
                      type: 'integer',
                      minimum: 0,
                    },
                    examples: {
                      type: 'array',
                      maxItems: 3,
                      items: {
                        type: 'object',
                        required: ['rowId', 'companyName', 'customerValue', 'providerValue'],
                        properties: {
                          rowId: {
                            type: 'integer',
                            minimum: 1,
                            maximum: 100000000,
                          },
                          companyName: {
                            type: ['string', 'null'],
                          },
                          customerValue: {
                            type: ['string', 'null'],
                          },
                          providerValue: {
                            type: ['string', 'null'],
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '412': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'exportGetExportStatus',
    method: 'POST',
    path: '/backend/export/getExportStatus',
    tag: 'export',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: [
          'state',
          'exportInQueue',
          'sendDownloadLink',
          'exportFileType',
          'pressedSendMail',
          'showMailNotice',
          'exportId',
          'fileName',
          'numCharged',
        ],
        properties: {
          state: {
            type: 'string',
            enum: ['none', 'queued', 'running', 'finished', 'failed'],
          },
          exportId: {
            oneOf: [
              {
                type: 'integer',
                minimum: 1,
                maximum: 9007199254740991,
              },
              {
                type: 'null',
              },
            ],
          },
          fileName: {
            type: ['string', 'null'],
          },
          numCharged: {
            type: 'integer',
            minimum: 0,
          },
          exportInQueue: {
            type: 'boolean',
          },
          sendDownloadLink: {
            type: 'boolean',
          },
          exportFileType: {
            type: ['string', 'null'],
            enum: ['xlsx', 'csv', null],
          },
          pressedSendMail: {
            type: 'boolean',
          },
          showMailNotice: {
            type: 'boolean',
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'exportGetHistoryExport',
    method: 'GET',
    path: '/backend/export/getHistoryExport',
    tag: 'export',
    isPublic: false,
    bodyKind: 'none',
    bodySchema: null,
    querySchema: {
      type: 'object',
      properties: {
        id: {
          type: 'integer',
          minimum: 1,
          maximum: 9007199254740991,
        },
      },
      required: ['id'],
      additionalProperties: false,
    },
    responses: {
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '410': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: true,
  },
  {
    id: 'exportGetHistoryExportsZip',
    method: 'GET',
    path: '/backend/export/getHistoryExportsZip',
    tag: 'export',
    isPublic: false,
    bodyKind: 'none',
    bodySchema: null,
    querySchema: {
      type: 'object',
      properties: {
        ids: {
          type: 'string',
          maxLength: 10000,
          pattern: '^[0-9]+(,[0-9]+)*$',
        },
        searchterm: {
          type: 'string',
          maxLength: 200,
        },
      },
      required: [],
      additionalProperties: false,
    },
    responses: {
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: true,
  },
  {
    id: 'exportGetMailedExport',
    method: 'GET',
    path: '/backend/export/getMailedExport',
    tag: 'export',
    isPublic: false,
    bodyKind: 'none',
    bodySchema: null,
    querySchema: {
      type: 'object',
      properties: {
        token: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{16,64}$',
        },
      },
      required: ['token'],
      additionalProperties: false,
    },
    responses: {
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '410': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: true,
  },
  {
    id: 'exportGetMailedExportInfo',
    method: 'POST',
    path: '/backend/export/getMailedExportInfo',
    tag: 'export',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['token'],
      properties: {
        token: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{16,64}$',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['exportId', 'name', 'fileName', 'expiresAt', 'expired', 'fileAvailable'],
        properties: {
          exportId: {
            type: 'integer',
            minimum: 1,
            maximum: 9007199254740991,
          },
          name: {
            type: 'string',
          },
          fileName: {
            type: 'string',
          },
          expiresAt: {
            type: 'string',
          },
          expired: {
            type: 'boolean',
          },
          fileAvailable: {
            type: 'boolean',
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'exportGetQualityReportFile',
    method: 'GET',
    path: '/backend/export/getQualityReportFile',
    tag: 'export',
    isPublic: false,
    bodyKind: 'none',
    bodySchema: null,
    querySchema: {
      type: 'object',
      properties: {
        id: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
      },
      required: ['id'],
      additionalProperties: false,
    },
    responses: {
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: true,
  },
  {
    id: 'exportHandleConnectLink',
    method: 'POST',
    path: '/backend/export/handleConnectLink',
    tag: 'export',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['additionalInfo'],
      properties: {
        additionalInfo: {
          type: 'object',
          additionalProperties: false,
          properties: {
            legacyExport: {
              type: 'boolean',
            },
            batchId: {
              type: 'string',
              pattern: '^[A-Za-z0-9_-]{1,64}$',
            },
            ngProfileId: {
              type: 'integer',
              minimum: 0,
            },
            query: {
              type: 'string',
              maxLength: 4000,
            },
          },
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['redirectUrl'],
        properties: {
          redirectUrl: {
            type: ['string', 'null'],
          },
          hasTarget2Access: {
            type: 'boolean',
          },
          target2Link: {
            type: ['string', 'null'],
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '502': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'exportHandleTarget2Link',
    method: 'POST',
    path: '/backend/export/handleTarget2Link',
    tag: 'export',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['additionalInfo'],
      properties: {
        additionalInfo: {
          type: 'object',
          additionalProperties: false,
          properties: {
            legacyExport: {
              type: 'boolean',
            },
            batchId: {
              type: 'string',
              pattern: '^[A-Za-z0-9_-]{1,64}$',
            },
            ngProfileId: {
              type: 'integer',
              minimum: 0,
            },
            query: {
              type: 'string',
              maxLength: 4000,
            },
          },
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['redirectUrl'],
        properties: {
          redirectUrl: {
            type: ['string', 'null'],
          },
          hasTarget2Access: {
            type: 'boolean',
          },
          target2Link: {
            type: ['string', 'null'],
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '502': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'exportHandleTargetLink',
    method: 'POST',
    path: '/backend/export/handleTargetLink',
    tag: 'export',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['additionalInfo'],
      properties: {
        additionalInfo: {
          type: 'object',
          additionalProperties: false,
          properties: {
            legacyExport: {
              type: 'boolean',
            },
            batchId: {
              type: 'string',
              pattern: '^[A-Za-z0-9_-]{1,64}$',
            },
            ngProfileId: {
              type: 'integer',
              minimum: 0,
            },
            query: {
              type: 'string',
              maxLength: 4000,
            },
          },
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['redirectUrl'],
        properties: {
          redirectUrl: {
            type: ['string', 'null'],
          },
          hasTarget2Access: {
            type: 'boolean',
          },
          target2Link: {
            type: ['string', 'null'],
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '502': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'exportListHistoryExports',
    method: 'POST',
    path: '/backend/export/listHistoryExports',
    tag: 'export',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['paging'],
      properties: {
        paging: {
          type: 'object',
          additionalProperties: false,
          required: ['page', 'pageSize'],
          properties: {
            page: {
              type: 'integer',
              minimum: 0,
              maximum: 1000000,
            },
            pageSize: {
              type: 'integer',
              minimum: 1,
              maximum: 500,
            },
          },
        },
        filters: {
          type: 'object',
          additionalProperties: false,
          properties: {
            status: {
              type: 'string',
              maxLength: 64,
            },
            matchingRequest: {
              type: 'string',
              pattern: '^[A-Za-z0-9_-]{1,64}$',
            },
            searchterm: {
              type: 'string',
              maxLength: 200,
            },
          },
        },
        sorting: {
          type: 'object',
          additionalProperties: false,
          required: ['field', 'order'],
          properties: {
            field: {
              type: 'string',
              enum: ['time', 'name'],
            },
            order: {
              type: 'string',
              enum: ['asc', 'desc'],
            },
          },
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['items', 'totalCount', 'filteredTotalCount'],
        properties: {
          items: {
            type: 'array',
            items: {
              type: 'object',
              required: [
                'id',
                'userId',
                'userFullName',
                'matchingRequests',
                'data',
                'fileAvailable',
                'fileExpiresAt',
              ],
              properties: {
                fileAvailable: {
                  type: 'boolean',
                },
                fileExpiresAt: {
                  type: ['string', 'null'],
                },
                id: {
                  type: 'integer',
                  minimum: 1,
                  maximum: 9007199254740991,
                },
                userId: {
                  type: ['string', 'null'],
                },
                userFullName: {
                  type: ['string', 'null'],
                },
                matchingRequests: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['batchId', 'name', 'isDeleted'],
                    properties: {
                      batchId: {
                        type: 'string',
                        pattern: '^[A-Za-z0-9_-]{1,64}$',
                      },
                      name: {
                        type: 'string',
                      },
                      isDeleted: {
                        type: 'boolean',
                      },
                    },
                  },
                },
                data: {
                  type: 'object',
                  required: [
                    'time',
                    'name',
                    'file_name',
                    'num_entities',
                    'dsvgo_deleted',
                    'product',
                    'additional_info',
                  ],
                  properties: {
                    time: {
                      type: 'integer',
                      minimum: 0,
                    },
                    name: {
                      type: 'string',
                    },
                    file_name: {
                      type: 'string',
                    },
                    num_entities: {
                      type: 'integer',
                      minimum: 0,
                    },
                    dsvgo_deleted: {
                      type: 'boolean',
                    },
                    product: {
                      type: 'string',
                      enum: ['datacare', 'target', 'connect', 'target2'],
                    },
                    additional_info: {
                      type: ['string', 'null'],
                    },
                  },
                },
              },
            },
          },
          totalCount: {
            type: 'integer',
            minimum: 0,
          },
          filteredTotalCount: {
            type: 'integer',
            minimum: 0,
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'exportSendExportViaMail',
    method: 'POST',
    path: '/backend/export/sendExportViaMail',
    tag: 'export',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: [
          'state',
          'exportInQueue',
          'sendDownloadLink',
          'exportFileType',
          'pressedSendMail',
          'showMailNotice',
          'exportId',
          'fileName',
          'numCharged',
        ],
        properties: {
          state: {
            type: 'string',
            enum: ['none', 'queued', 'running', 'finished', 'failed'],
          },
          exportId: {
            oneOf: [
              {
                type: 'integer',
                minimum: 1,
                maximum: 9007199254740991,
              },
              {
                type: 'null',
              },
            ],
          },
          fileName: {
            type: ['string', 'null'],
          },
          numCharged: {
            type: 'integer',
            minimum: 0,
          },
          exportInQueue: {
            type: 'boolean',
          },
          sendDownloadLink: {
            type: 'boolean',
          },
          exportFileType: {
            type: ['string', 'null'],
            enum: ['xlsx', 'csv', null],
          },
          pressedSendMail: {
            type: 'boolean',
          },
          showMailNotice: {
            type: 'boolean',
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'importDeleteImport',
    method: 'POST',
    path: '/backend/import/deleteImport',
    tag: 'import',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['ok'],
        properties: {
          ok: {
            type: 'boolean',
            const: true,
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'importGetImportName',
    method: 'POST',
    path: '/backend/import/getImportName',
    tag: 'import',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['fileName', 'tag'],
        properties: {
          fileName: {
            type: 'string',
          },
          tag: {
            type: 'string',
            maxLength: 36,
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'importGetResultPriorities',
    method: 'POST',
    path: '/backend/import/getResultPriorities',
    tag: 'import',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['resultPriorities'],
        properties: {
          resultPriorities: {
            type: 'array',
            items: {
              type: 'object',
              required: ['probability', 'isNoMatch', 'companyKey', 'decided', 'charged'],
              properties: {
                probability: {
                  type: 'number',
                  minimum: 0,
                  maximum: 1,
                },
                isNoMatch: {
                  type: 'boolean',
                },
                companyKey: {
                  type: ['integer', 'null'],
                  minimum: 0,
                },
                decided: {
                  type: 'boolean',
                },
                charged: {
                  type: 'boolean',
                },
              },
            },
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'importGetResults',
    method: 'POST',
    path: '/backend/import/getResults',
    tag: 'import',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId', 'paging', 'filters'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        paging: {
          type: 'object',
          additionalProperties: false,
          required: ['page', 'pageSize'],
          properties: {
            page: {
              type: 'integer',
              minimum: 0,
              maximum: 1000000,
            },
            pageSize: {
              type: 'integer',
              minimum: 1,
              maximum: 500,
            },
          },
        },
        filters: {
          type: 'object',
          additionalProperties: false,
          required: ['matchType'],
          properties: {
            matchType: {
              type: 'string',
              enum: ['exact', 'manual', 'noMatch'],
            },
          },
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['results', 'totalCount', 'checkedCount'],
        properties: {
          results: {
            type: 'array',
            items: {
              type: 'object',
              required: ['row_id', 'mappedRow', 'manuallyChecked', 'matches', 'remembered'],
              properties: {
                row_id: {
                  type: 'integer',
                  minimum: 1,
                  maximum: 100000000,
                },
                remembered: {
                  type: 'boolean',
                },
                note: {
                  type: 'string',
                  enum: ['matching_failed'],
                },
                mappedRow: {
                  type: 'object',
                  required: ['company_name', 'zip', 'location', 'street', 'country'],
                  properties: {
                    company_name: {
                      type: ['string', 'null'],
                    },
                    zip: {
                      type: ['string', 'null'],
                    },
                    location: {
                      type: ['string', 'null'],
                    },
                    street: {
                      type: ['string', 'null'],
                    },
                    country: {
                      type: ['string', 'null'],
                    },
                  },
                },
                manuallyChecked: {
                  type: 'boolean',
                },
                matches: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: [
                      'pos',
                      'probability',
                      'isNoMatch',
                      'isUnlocked',
                      'isSelected',
                      'possibleDuplicate',
                      'data',
                      'explanation',
                    ],
                    properties: {
                      pos: {
                        type: 'integer',
                        minimum: 0,
                      },
                      probability: {
                        type: 'number',
                        minimum: 0,
                        maximum: 1,
                      },
                      isNoMatch: {
                        type: 'boolean',
                      },
                      isUnlocked: {
                        type: 'boolean',
                      },
                      isSelected: {
                        type: 'boolean',
                      },
                      possibleDuplicate: {
                        type: 'boolean',
                      },
                      data: {
                        type: 'object',
                        required: ['company_name', 'zip', 'location', 'street', 'country', 'url', 'status'],
                        properties: {
                          company_name: {
                            type: ['string', 'null'],
                          },
                          zip: {
                            type: ['string', 'null'],
                          },
                          location: {
                            type: ['string', 'null'],
                          },
                          street: {
                            type: ['string', 'null'],
                          },
                          country: {
                            type: ['string', 'null'],
                          },
                          url: {
                            type: ['string', 'null'],
                          },
                          status: {
                            type: ['string', 'null'],
                            enum: ['active', 'in_liquidation', 'deleted', 'not_in_hr', null],
                          },
                        },
                      },
                      explanation: {
                        type: 'array',
                        items: {
                          type: 'object',
                          required: ['field', 'level', 'share'],
                          properties: {
                            field: {
                              type: 'string',
                              enum: [
                                'provider_id',
                                'name',
                                'legal_form',
                                'street',
                                'zip',
                                'city',
                                'country',
                                'phone',
                                'fax',
                                'email',
                                'url',
                                'vat_id',
                                'hr_id',
                              ],
                            },
                            level: {
                              type: 'string',
                              enum: ['same', 'similar', 'partial', 'different', 'missing', 'absent'],
                            },
                            share: {
                              type: 'number',
                              minimum: -1,
                              maximum: 1,
                            },
                            notes: {
                              type: 'array',
                              items: {
                                type: 'string',
                                enum: ['common_name', 'name_contained', 'former_address'],
                              },
                            },
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
          totalCount: {
            type: 'integer',
            minimum: 0,
          },
          checkedCount: {
            type: 'integer',
            minimum: 0,
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'importGetSampleFile',
    method: 'GET',
    path: '/backend/import/getSampleFile',
    tag: 'import',
    isPublic: false,
    bodyKind: 'none',
    bodySchema: null,
    querySchema: {
      type: 'object',
      properties: {
        format: {
          type: 'string',
          enum: ['csv', 'xlsx'],
        },
      },
      required: ['format'],
      additionalProperties: false,
    },
    responses: {
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: true,
  },
  {
    id: 'importGetStatistics',
    method: 'POST',
    path: '/backend/import/getStatistics',
    tag: 'import',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['state', 'statistics'],
        properties: {
          state: {
            type: 'string',
            enum: ['processing', 'finished', 'failed'],
          },
          statistics: {
            oneOf: [
              {
                type: 'object',
                required: ['file', 'import', 'matches', 'websites', 'emails'],
                properties: {
                  file: {
                    type: 'object',
                    required: ['rows', 'columns'],
                    properties: {
                      rows: {
                        type: 'object',
                        required: ['total', 'empty'],
                        properties: {
                          total: {
                            type: 'integer',
                            minimum: 0,
                          },
                          empty: {
                            type: 'integer',
                            minimum: 0,
                          },
                        },
                      },
                      columns: {
                        type: 'object',
                        required: ['total'],
                        properties: {
                          total: {
                            type: 'integer',
                            minimum: 0,
                          },
                        },
                      },
                    },
                  },
                  import: {
                    type: 'object',
                    required: ['count', 'syntaxErrors', 'checks', 'duplicates', 'fillrates', 'email', 'url'],
                    properties: {
                      count: {
                        type: 'integer',
                        minimum: 0,
                      },
                      syntaxErrors: {
                        type: 'object',
                        required: ['count'],
                        properties: {
                          count: {
                            type: 'integer',
                            minimum: 0,
                          },
                        },
                      },
                      checks: {
                        type: 'object',
                        required: ['email', 'emailPrivateDomain', 'url'],
                        properties: {
                          email: {
                            type: 'object',
                            required: ['count', 'examples'],
                            properties: {
                              count: {
                                type: 'integer',
                                minimum: 0,
                              },
                              examples: {
                                type: 'array',
                                items: {
                                  type: 'object',
                                  required: ['row_id', 'value'],
                                  properties: {
                                    row_id: {
                                      type: 'integer',
                                      minimum: 1,
                                    },
                                    value: {
                                      type: 'string',
                                    },
                                  },
                                },
                              },
                            },
                          },
                          emailPrivateDomain: {
                            type: 'object',
                            required: ['count', 'examples'],
                            properties: {
                              count: {
                                type: 'integer',
                                minimum: 0,
                              },
                              examples: {
                                type: 'array',
                                items: {
                                  type: 'object',
                                  required: ['row_id', 'value'],
                                  properties: {
                                    row_id: {
                                      type: 'integer',
                                      minimum: 1,
                                    },
                                    value: {
                                      type: 'string',
                                    },
                                  },
                                },
                              },
                            },
                          },
                          url: {
                            type: 'object',
                            required: ['count', 'examples'],
                            properties: {
                              count: {
                                type: 'integer',
                                minimum: 0,
                              },
                              examples: {
                                type: 'array',
                                items: {
                                  type: 'object',
                                  required: ['row_id', 'value'],
                                  properties: {
                                    row_id: {
                                      type: 'integer',
                                      minimum: 1,
                                    },
                                    value: {
                                      type: 'string',
                                    },
                                  },
                                },
                              },
                            },
                          },
                        },
                      },
                      duplicates: {
                        type: 'object',
                        required: ['count', 'examples'],
                        properties: {
                          count: {
                            type: 'integer',
                            minimum: 0,
                          },
                          examples: {
                            type: 'array',
                            maxItems: 13,
                            items: {
                              type: 'object',
                              required: ['company_name', 'row_ids'],
                              properties: {
                                company_name: {
                                  type: ['string', 'null'],
                                },
                                row_ids: {
                                  type: 'array',
                                  items: {
                                    type: 'integer',
                                    minimum: 1,
                                  },
                                },
                              },
                            },
                          },
                        },
                      },
                      fillrates: {
                        type: 'object',
                        required: ['byField'],
                        properties: {
                          byField: {
                            type: 'object',
                            additionalProperties: {
                              type: 'object',
                              required: ['existing', 'missing'],
                              properties: {
                                existing: {
                                  type: 'integer',
                                  minimum: 0,
                                },
                                missing: {
                                  type: 'integer',
                                  minimum: 0,
                                },
                              },
                            },
                          },
                        },
                      },
                      email: {
                        type: 'object',
                        required: ['prefixes', 'duplicates'],
                        properties: {
                          prefixes: {
                            type: 'array',
                            items: {
                              type: 'object',
                              required: ['key', 'count'],
                              properties: {
                                key: {
                                  type: 'string',
                                },
                                count: {
                                  type: 'integer',
                                  minimum: 0,
                                },
                              },
                            },
                          },
                          duplicates: {
                            type: 'array',
                            items: {
                              type: 'object',
                              required: ['email', 'row_ids'],
                              properties: {
                                email: {
                                  type: 'string',
                                },
                                row_ids: {
                                  type: 'array',
                                  items: {
                                    type: 'integer',
                                    minimum: 1,
                                  },
                                },
                              },
                            },
                          },
                        },
                      },
                      url: {
                        type: 'object',
                        required: ['tlds', 'duplicates'],
                        properties: {
                          tlds: {
                            type: 'array',
                            items: {
                              type: 'object',
                              required: ['key', 'count'],
                              properties: {
                                key: {
                                  type: 'string',
                                },
                                count: {
                                  type: 'integer',
                                  minimum: 0,
                                },
                              },
                            },
                          },
                          duplicates: {
                            type: 'array',
                            items: {
                              type: 'object',
                              required: ['url', 'row_ids'],
                              properties: {
                                url: {
                                  type: 'string',
                                },
                                row_ids: {
                                  type: 'array',
                                  items: {
                                    type: 'integer',
                                    minimum: 1,
                                  },
                                },
                              },
                            },
                          },
                        },
                      },
                    },
                  },
                  matches: {
                    type: 'object',
                    required: ['matchingResult', 'exactMatch', 'noMatch', 'manualMatch'],
                    properties: {
                      matchingResult: {
                        type: 'object',
                        required: [
                          'processedRows',
                          'duplicates',
                          'noMatch',
                          'manualMatch',
                          'manuallyAdded',
                          'result',
                        ],
                        properties: {
                          processedRows: {
                            type: 'integer',
                            minimum: 0,
                          },
                          duplicates: {
                            type: 'integer',
                            minimum: 0,
                          },
                          noMatch: {
                            type: 'integer',
                            minimum: 0,
                          },
                          manualMatch: {
                            type: 'integer',
                            minimum: 0,
                          },
                          manuallyAdded: {
                            type: 'integer',
                            minimum: 0,
                          },
                          result: {
                            type: 'integer',
                          },
                        },
                      },
                      exactMatch: {
                        type: 'object',
                        required: [
                          'count',
                          'status',
                          'nToOne',
                          'legalForms',
                          'employeeSizes',
                          'revenueSizes',
                          'zipCodes',
                          'industries',
                          'industryCodes',
                          'selectedByCustomer',
                          'enrichment',
                        ],
                        properties: {
                          count: {
                            type: 'integer',
                            minimum: 0,
                          },
                          status: {
                            type: 'object',
                            required: ['active', 'in_liquidation', 'deleted', 'not_in_hr'],
                            properties: {
                              active: {
                                type: 'object',
                                required: ['count', 'examples'],
                                properties: {
                                  count: {
                                    type: 'integer',
                                    minimum: 0,
                                  },
                                  examples: {
                                    type: 'array',
                                    items: {
                                      type: 'object',
                                      required: ['company_name', 'location', 'row_id'],
                                      properties: {
                                        company_name: {
                                          type: ['string', 'null'],
                                        },
                                        location: {
                                          type: ['string', 'null'],
                                        },
                                        row_id: {
                                          type: 'integer',
                                          minimum: 1,
                                        },
                                      },
                                    },
                                  },
                                },
                              },
                              in_liquidation: {
                                type: 'object',
                                required: ['count', 'examples'],
                                properties: {
                                  count: {
                                    type: 'integer',
                                    minimum: 0,
                                  },
                                  examples: {
                                    type: 'array',
                                    items: {
                                      type: 'object',
                                      required: ['company_name', 'location', 'row_id'],
                                      properties: {
                                        company_name: {
                                          type: ['string', 'null'],
                                        },
                                        location: {
                                          type: ['string', 'null'],
                                        },
                                        row_id: {
                                          type: 'integer',
                                          minimum: 1,
                                        },
                                      },
                                    },
                                  },
                                },
                              },
                              deleted: {
                                type: 'object',
                                required: ['count', 'examples'],
                                properties: {
                                  count: {
                                    type: 'integer',
                                    minimum: 0,
                                  },
                                  examples: {
                                    type: 'array',
                                    items: {
                                      type: 'object',
                                      required: ['company_name', 'location', 'row_id'],
                                      properties: {
                                        company_name: {
                                          type: ['string', 'null'],
                                        },
                                        location: {
                                          type: ['string', 'null'],
                                        },
                                        row_id: {
                                          type: 'integer',
                                          minimum: 1,
                                        },
                                      },
                                    },
                                  },
                                },
                              },
                              not_in_hr: {
                                type: 'object',
                                required: ['count', 'examples'],
                                properties: {
                                  count: {
                                    type: 'integer',
                                    minimum: 0,
                                  },
                                  examples: {
                                    type: 'array',
                                    items: {
                                      type: 'object',
                                      required: ['company_name', 'location', 'row_id'],
                                      properties: {
                                        company_name: {
                                          type: ['string', 'null'],
                                        },
                                        location: {
                                          type: ['string', 'null'],
                                        },
                                        row_id: {
                                          type: 'integer',
                                          minimum: 1,
                                        },
                                      },
                                    },
                                  },
                                },
                              },
                            },
                          },
                          nToOne: {
                            type: 'object',
                            required: ['count', 'countUnique', 'examples'],
                            properties: {
                              count: {
                                type: 'integer',
                                minimum: 0,
                              },
                              countUnique: {
                                type: 'integer',
                                minimum: 0,
                              },
                              examples: {
                                type: 'array',
                                items: {
                                  type: 'object',
                                  required: [
                                    'sourceCompanyName',
                                    'rows',
                                    'matchedCompanyName',
                                    'matchedCompanyLocation',
                                  ],
                                  properties: {
                                    sourceCompanyName: {
                                      type: ['string', 'null'],
                                    },
                                    rows: {
                                      type: 'array',
                                      items: {
                                        type: 'integer',
                                        minimum: 1,
                                      },
                                    },
                                    matchedCompanyName: {
                                      type: ['string', 'null'],
                                    },
                                    matchedCompanyLocation: {
                                      type: ['string', 'null'],
                                    },
                                  },
                                },
                              },
                            },
                          },
                          legalForms: {
                            type: 'array',
                            items: {
                              type: 'object',
                              required: ['key', 'count'],
                              properties: {
                                key: {
                                  type: 'string',
                                },
                                count: {
                                  type: 'integer',
                                  minimum: 0,
                                },
                              },
                            },
                          },
                          employeeSizes: {
                            type: 'array',
                            items: {
                              type: 'object',
                              required: ['key', 'count'],
                              properties: {
                                key: {
                                  type: 'string',
                                },
                                count: {
                                  type: 'integer',
                                  minimum: 0,
                                },
                              },
                            },
                          },
                          revenueSizes: {
                            type: 'array',
                            items: {
                              type: 'object',
                              required: ['key', 'count'],
                              properties: {
                                key: {
                                  type: 'string',
                                },
                                count: {
                                  type: 'integer',
                                  minimum: 0,
                                },
                              },
                            },
                          },
                          zipCodes: {
                            type: 'array',
                            items: {
                              type: 'object',
                              required: ['key', 'count'],
                              properties: {
                                key: {
                                  type: 'string',
                                },
                                count: {
                                  type: 'integer',
                                  minimum: 0,
                                },
                              },
                            },
                          },
                          industries: {
                            type: 'array',
                            items: {
                              type: 'object',
                              required: ['key', 'count'],
                              properties: {
                                key: {
                                  type: 'string',
                                },
                                count: {
                                  type: 'integer',
                                  minimum: 0,
                                },
                              },
                            },
                          },
                          industryCodes: {
                            type: 'array',
                            items: {
                              type: 'object',
                              required: ['key', 'count'],
                              properties: {
                                key: {
                                  type: 'string',
                                },
                                count: {
                                  type: 'integer',
                                  minimum: 0,
                                },
                              },
                            },
                          },
                          selectedByCustomer: {
                            type: 'integer',
                            minimum: 0,
                          },
                          enrichment: {
                            type: 'object',
                            additionalProperties: {
                              type: 'object',
                              required: [
                                'missing',
                                'missing_known',
                                'missing_unknown',
                                'existing',
                                'existing_unchanged',
                                'existing_changed_known',
                                'existing_changed_unknown',
                              ],
                              properties: {
                                missing: {
                                  type: 'object',
                                  required: ['count', 'examples'],
                                  properties: {
                                    count: {
                                      type: 'integer',
                                      minimum: 0,
                                    },
                                    examples: {
                                      type: 'array',
                                      items: {
                                        type: 'object',
                                        required: ['row_id', 'customerValue', 'providerValue'],
                                        properties: {
                                          row_id: {
                                            type: 'integer',
                                            minimum: 1,
                                          },
                                          customerValue: {
                                            type: ['string', 'null'],
                                          },
                                          providerValue: {
                                            type: ['string', 'null'],
                                          },
                                        },
                                      },
                                    },
                                  },
                                },
                                missing_known: {
                                  type: 'object',
                                  required: ['count', 'examples'],
                                  properties: {
                                    count: {
                                      type: 'integer',
                                      minimum: 0,
                                    },
                                    examples: {
                                      type: 'array',
                                      items: {
                                        type: 'object',
                                        required: ['row_id', 'customerValue', 'providerValue'],
                                        properties: {
                                          row_id: {
                                            type: 'integer',
                                            minimum: 1,
                                          },
                                          customerValue: {
                                            type: ['string', 'null'],
                                          },
                                          providerValue: {
                                            type: ['string', 'null'],
                                          },
                                        },
                                      },
                                    },
                                  },
                                },
                                missing_unknown: {
                                  type: 'object',
                                  required: ['count', 'examples'],
                                  properties: {
                                    count: {
                                      type: 'integer',
                                      minimum: 0,
                                    },
                                    examples: {
                                      type: 'array',
                                      items: {
                                        type: 'object',
                                        required: ['row_id', 'customerValue', 'providerValue'],
                                        properties: {
                                          row_id: {
                                            type: 'integer',
                                            minimum: 1,
                                          },
                                          customerValue: {
                                            type: ['string', 'null'],
                                          },
                                          providerValue: {
                                            type: ['string', 'null'],
                                          },
                                        },
                                      },
                                    },
                                  },
                                },
                                existing: {
                                  type: 'object',
                                  required: ['count', 'examples'],
                                  properties: {
                                    count: {
                                      type: 'integer',
                                      minimum: 0,
                                    },
                                    examples: {
                                      type: 'array',
                                      items: {
                                        type: 'object',
                                        required: ['row_id', 'customerValue', 'providerValue'],
                                        properties: {
                                          row_id: {
                                            type: 'integer',
                                            minimum: 1,
                                          },
                                          customerValue: {
                                            type: ['string', 'null'],
                                          },
                                          providerValue: {
                                            type: ['string', 'null'],
                                          },
                                        },
                                      },
                                    },
                                  },
                                },
                                existing_unchanged: {
                                  type: 'object',
                                  required: ['count', 'examples'],
                                  properties: {
                                    count: {
                                      type: 'integer',
                                      minimum: 0,
                                    },
                                    examples: {
                                      type: 'array',
                                      items: {
                                        type: 'object',
                                        required: ['row_id', 'customerValue', 'providerValue'],
                                        properties: {
                                          row_id: {
                                            type: 'integer',
                                            minimum: 1,
                                          },
                                          customerValue: {
                                            type: ['string', 'null'],
                                          },
                                          providerValue: {
                                            type: ['string', 'null'],
                                          },
                                        },
                                      },
                                    },
                                  },
                                },
                                existing_changed_known: {
                                  type: 'object',
                                  required: ['count', 'examples'],
                                  properties: {
                                    count: {
                                      type: 'integer',
                                      minimum: 0,
                                    },
                                    examples: {
                                      type: 'array',
                                      items: {
                                        type: 'object',
                                        required: ['row_id', 'customerValue', 'providerValue'],
                                        properties: {
                                          row_id: {
                                            type: 'integer',
                                            minimum: 1,
                                          },
                                          customerValue: {
                                            type: ['string', 'null'],
                                          },
                                          providerValue: {
                                            type: ['string', 'null'],
                                          },
                                        },
                                      },
                                    },
                                  },
                                },
                                existing_changed_unknown: {
                                  type: 'object',
                                  required: ['count', 'examples'],
                                  properties: {
                                    count: {
                                      type: 'integer',
                                      minimum: 0,
                                    },
                                    examples: {
                                      type: 'array',
                                      items: {
                                        type: 'object',
                                        required: ['row_id', 'customerValue', 'providerValue'],
                                        properties: {
                                          row_id: {
                                            type: 'integer',
                                            minimum: 1,
                                          },
                                          customerValue: {
                                            type: ['string', 'null'],
                                          },
                                          providerValue: {
                                            type: ['string', 'null'],
                                          },
                                        },
                                      },
                                    },
                                  },
                                },
                              },
                            },
                          },
                        },
                      },
                      noMatch: {
                        type: 'object',
                        required: ['count'],
                        properties: {
                          count: {
                            type: 'integer',
                            minimum: 0,
                          },
                        },
                      },
                      manualMatch: {
                        type: 'object',
                        required: ['count'],
                        properties: {
                          count: {
                            type: 'integer',
                            minimum: 0,
                          },
                        },
                      },
                    },
                  },
                  websites: {
                    type: 'object',
                    required: [
                      'available',
                      'extRedirect',
                      'intRedirect',
                      'unavailable',
                      'blocked',
                      'notStarted',
                    ],
                    properties: {
                      available: {
                        type: 'integer',
                        minimum: 0,
                      },
                      extRedirect: {
                        type: 'integer',
                        minimum: 0,
                      },
                      intRedirect: {
                        type: 'integer',
                        minimum: 0,
                      },
                      unavailable: {
                        type: 'integer',
                        minimum: 0,
                      },
                      blocked: {
                        type: 'integer',
                        minimum: 0,
                      },
                      notStarted: {
                        type: 'integer',
                        minimum: 0,
                      },
                    },
                  },
                  emails: {
                    type: 'object',
                    required: ['available', 'unavailable', 'unknown', 'notStarted'],
                    properties: {
                      available: {
                        type: 'integer',
                        minimum: 0,
                      },
                      unavailable: {
                        type: 'integer',
                        minimum: 0,
                      },
                      unknown: {
                        type: 'integer',
                        minimum: 0,
                      },
                      notStarted: {
                        type: 'integer',
                        minimum: 0,
                      },
                    },
                  },
                },
              },
              {
                type: 'null',
              },
            ],
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '412': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'importGetStatus',
    method: 'POST',
    path: '/backend/import/getStatus',
    tag: 'import',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: [
          'state',
          'total',
          'finished',
          'notStarted',
          'isFinished',
          'progress',
          'statusCounts',
          'failedRows',
        ],
        properties: {
          state: {
            type: 'string',
            enum: ['queued', 'running', 'stopping', 'stopped', 'failed', 'finished'],
          },
          failedRows: {
            type: 'integer',
            minimum: 0,
          },
          total: {
            type: 'integer',
            minimum: 0,
          },
          finished: {
            type: 'integer',
            minimum: 0,
          },
          notStarted: {
            type: 'integer',
            minimum: 0,
          },
          isFinished: {
            type: 'boolean',
          },
          progress: {
            type: 'integer',
            minimum: 0,
            maximum: 100,
          },
          rowsPerSecond: {
            type: 'number',
            minimum: 0,
          },
          statusCounts: {
            type: 'object',
            required: ['notStarted', 'noMatches', 'exactMatches', 'manualMatches'],
            properties: {
              notStarted: {
                type: 'integer',
                minimum: 0,
              },
              noMatches: {
                type: 'integer',
                minimum: 0,
              },
              exactMatches: {
                type: 'integer',
                minimum: 0,
              },
              manualMatches: {
                type: 'integer',
                minimum: 0,
              },
            },
          },
          resultPriorities: {
            type: 'array',
            items: {
              type: 'object',
              required: ['probability', 'isNoMatch', 'companyKey', 'decided', 'charged'],
              properties: {
                probability: {
                  type: 'number',
                  minimum: 0,
                  maximum: 1,
                },
                isNoMatch: {
                  type: 'boolean',
                },
                companyKey: {
                  type: ['integer', 'null'],
                  minimum: 0,
                },
                decided: {
                  type: 'boolean',
                },
                charged: {
                  type: 'boolean',
                },
              },
            },
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '412': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'importGetThresholds',
    method: 'POST',
    path: '/backend/import/getThresholds',
    tag: 'import',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['exactMatchThreshold', 'statusCounts'],
        properties: {
          exactMatchThreshold: {
            type: 'number',
            minimum: 0,
            maximum: 1,
          },
          statusCounts: {
            type: 'object',
            required: ['notStarted', 'noMatches', 'exactMatches', 'manualMatches'],
            properties: {
              notStarted: {
                type: 'integer',
                minimum: 0,
              },
              noMatches: {
                type: 'integer',
                minimum: 0,
              },
              exactMatches: {
                type: 'integer',
                minimum: 0,
              },
              manualMatches: {
                type: 'integer',
                minimum: 0,
              },
            },
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'importListImports',
    method: 'POST',
    path: '/backend/import/listImports',
    tag: 'import',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['paging'],
      properties: {
        paging: {
          type: 'object',
          additionalProperties: false,
          required: ['page', 'pageSize'],
          properties: {
            page: {
              type: 'integer',
              minimum: 0,
              maximum: 1000000,
            },
            pageSize: {
              type: 'integer',
              minimum: 1,
              maximum: 500,
            },
          },
        },
        filters: {
          type: 'object',
          additionalProperties: false,
          properties: {
            searchterm: {
              type: 'string',
              maxLength: 200,
            },
          },
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['items', 'totalCount'],
        properties: {
          items: {
            type: 'array',
            items: {
              type: 'object',
              required: ['batchId', 'fileName', 'tag', 'timeCreated', 'stats', 'furthestStep'],
              properties: {
                furthestStep: {
                  type: 'string',
                  enum: ['mapping', 'status', 'review', 'export'],
                },
                batchId: {
                  type: 'string',
                  pattern: '^[A-Za-z0-9_-]{1,64}$',
                },
                fileName: {
                  type: 'string',
                },
                tag: {
                  type: 'string',
                  maxLength: 36,
                },
                timeCreated: {
                  type: 'integer',
                  minimum: 0,
                },
                stats: {
                  type: 'object',
                  required: ['file'],
                  properties: {
                    file: {
                      type: 'object',
                      required: ['rows'],
                      properties: {
                        rows: {
                          type: 'object',
                          required: ['ok', 'empty'],
                          properties: {
                            ok: {
                              type: 'integer',
                              minimum: 0,
                            },
                            empty: {
                              type: 'integer',
                              minimum: 0,
                            },
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
          totalCount: {
            type: 'integer',
            minimum: 0,
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'importRereadUpload',
    method: 'POST',
    path: '/backend/import/rereadUpload',
    tag: 'import',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        sheetName: {
          type: 'string',
          minLength: 1,
          maxLength: 255,
        },
        encoding: {
          type: 'string',
          enum: ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'macintosh'],
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: [
          'batchId',
          'fileName',
          'stats',
          'maxRowsExceeded',
          'maxUploadRows',
          'detectedMapping',
          'customerColumns',
          'internalColumns',
          'exampleValues',
          'warnings',
          'warningCount',
          'nonEmptyCounts',
          'tag',
          'fileKind',
          'sheets',
          'sheetName',
          'encoding',
          'encodingConfident',
        ],
        properties: {
          sheets: {
            type: 'array',
            maxItems: 1000,
            items: {
              type: 'object',
              required: ['name', 'hasData'],
              properties: {
                name: {
                  type: 'string',
                },
                hasData: {
                  type: 'boolean',
                },
              },
            },
          },
          sheetName: {
            type: ['string', 'null'],
          },
          encoding: {
            oneOf: [
              {
                type: 'string',
                enum: ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'macintosh'],
              },
              {
                type: 'null',
              },
            ],
          },
          encodingConfident: {
            type: 'boolean',
          },
          batchId: {
            type: 'string',
            pattern: '^[A-Za-z0-9_-]{1,64}$',
          },
          fileName: {
            type: 'string',
          },
          tag: {
            type: 'string',
            maxLength: 36,
          },
          fileKind: {
            type: 'string',
            enum: ['csv', 'xlsx', 'xls'],
          },
          nonEmptyCounts: {
            type: 'array',
            items: {
              type: 'integer',
              minimum: 0,
            },
          },
          warningCount: {
            type: 'integer',
            minimum: 0,
          },
          stats: {
            type: 'object',
            required: ['rows', 'columns'],
            properties: {
              rows: {
                type: 'object',
                required: ['total', 'empty'],
                properties: {
                  total: {
                    type: 'integer',
                    minimum: 0,
                  },
                  empty: {
                    type: 'integer',
                    minimum: 0,
                  },
                },
              },
              columns: {
                type: 'object',
                required: ['total'],
                properties: {
                  total: {
                    type: 'integer',
                    minimum: 0,
                  },
                },
              },
            },
          },
          maxRowsExceeded: {
            type: 'boolean',
          },
          maxUploadRows: {
            type: 'integer',
            minimum: 1,
          },
          detectedMapping: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['internalField', 'customerField'],
              properties: {
                internalField: {
                  type: 'string',
                  enum: [
                    'ext_id',
                    'provider_id',
                    'company_name',
                    'street',
                    'street_name',
                    'street_number',
                    'zip',
                    'location',
                    'country',
                    'country_code',
                    'hr_id',
                    'hr_location',
                    'vat_id',
                    'email',
                    'phone',
                    'fax',
                    'url',
                    'description',
                    'revenue',
                    'founded_year',
                    'num_employees',
                    'industry',
                  ],
                },
                customerField: {
                  type: 'string',
                  minLength: 1,
                  maxLength: 256,
                },
              },
            },
          },
          customerColumns: {
            type: 'array',
            items: {
              type: 'string',
              minLength: 1,
              maxLength: 256,
            },
          },
          internalColumns: {
            type: 'array',
            items: {
              type: 'object',
              required: ['field', 'group', 'isRequired'],
              properties: {
                field: {
                  type: 'string',
                  enum: [
                    'ext_id',
                    'provider_id',
                    'company_name',
                    'street',
                    'street_name',
                    'street_number',
                    'zip',
                    'location',
                    'country',
                    'country_code',
                    'hr_id',
                    'hr_location',
                    'vat_id',
                    'email',
                    'phone',
                    'fax',
                    'url',
                    'description',
                    'revenue',
                    'founded_year',
                    'num_employees',
                    'industry',
                  ],
                },
                group: {
                  type: 'string',
                  enum: ['base', 'metadata'],
                },
                isRequired: {
                  type: 'boolean',
                },
              },
            },
          },
          exampleValues: {
            type: 'array',
            items: {
              type: 'array',
              items: {
                type: ['string', 'null'],
              },
            },
          },
          warnings: {
            type: 'array',
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '409': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'importRetryMatching',
    method: 'POST',
    path: '/backend/import/retryMatching',
    tag: 'import',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['ok'],
        properties: {
          ok: {
            type: 'boolean',
            const: true,
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '409': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '412': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'importSaveSingleManualCheck',
    method: 'POST',
    path: '/backend/import/saveSingleManualCheck',
    tag: 'import',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId', 'rowId', 'isChecked'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        rowId: {
          type: 'integer',
          minimum: 1,
          maximum: 100000000,
        },
        isChecked: {
          type: 'boolean',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['rowId', 'manuallyChecked', 'selectedPositions', 'checkedCount'],
        properties: {
          rowId: {
            type: 'integer',
            minimum: 1,
            maximum: 100000000,
          },
          manuallyChecked: {
            type: 'boolean',
          },
          selectedPositions: {
            type: 'array',
            items: {
              type: 'integer',
              minimum: 0,
            },
          },
          checkedCount: {
            type: 'integer',
            minimum: 0,
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '412': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'importSaveSingleMatchSelection',
    method: 'POST',
    path: '/backend/import/saveSingleMatchSelection',
    tag: 'import',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId', 'rowId', 'pos', 'isMatchSelected'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        rowId: {
          type: 'integer',
          minimum: 1,
          maximum: 100000000,
        },
        pos: {
          type: 'integer',
          minimum: 0,
          maximum: 1000,
        },
        isMatchSelected: {
          type: 'boolean',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['rowId', 'manuallyChecked', 'selectedPositions', 'checkedCount'],
        properties: {
          rowId: {
            type: 'integer',
            minimum: 1,
            maximum: 100000000,
          },
          manuallyChecked: {
            type: 'boolean',
          },
          selectedPositions: {
            type: 'array',
            items: {
              type: 'integer',
              minimum: 0,
            },
          },
          checkedCount: {
            type: 'integer',
            minimum: 0,
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '412': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'importSaveTag',
    method: 'POST',
    path: '/backend/import/saveTag',
    tag: 'import',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId', 'tag'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        tag: {
          type: 'string',
          minLength: 1,
          maxLength: 36,
          pattern: '\\S',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['fileName', 'tag'],
        properties: {
          fileName: {
            type: 'string',
          },
          tag: {
            type: 'string',
            maxLength: 36,
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'importSaveThresholds',
    method: 'POST',
    path: '/backend/import/saveThresholds',
    tag: 'import',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId', 'exactMatchThreshold'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        exactMatchThreshold: {
          type: 'number',
          minimum: 0,
          maximum: 1,
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['exactMatchThreshold', 'statusCounts'],
        properties: {
          exactMatchThreshold: {
            type: 'number',
            minimum: 0,
            maximum: 1,
          },
          statusCounts: {
            type: 'object',
            required: ['notStarted', 'noMatches', 'exactMatches', 'manualMatches'],
            properties: {
              notStarted: {
                type: 'integer',
                minimum: 0,
              },
              noMatches: {
                type: 'integer',
                minimum: 0,
              },
              exactMatches: {
                type: 'integer',
                minimum: 0,
              },
              manualMatches: {
                type: 'integer',
                minimum: 0,
              },
            },
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'importStartMatching',
    method: 'POST',
    path: '/backend/import/startMatching',
    tag: 'import',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId', 'mapping', 'additionalCustomerColumns', 'checkDuplicateExtIds'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        mapping: {
          type: 'array',
          minItems: 1,
          maxItems: 22,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['internalField', 'customerField'],
            properties: {
              internalField: {
                type: 'string',
                enum: [
                  'ext_id',
                  'provider_id',
                  'company_name',
                  'street',
                  'street_name',
                  'street_number',
                  'zip',
                  'location',
                  'country',
                  'country_code',
                  'hr_id',
                  'hr_location',
                  'vat_id',
                  'email',
                  'phone',
                  'fax',
                  'url',
                  'description',
                  'revenue',
                  'founded_year',
                  'num_employees',
                  'industry',
                ],
              },
              customerField: {
                type: 'string',
                minLength: 1,
                maxLength: 256,
              },
            },
          },
        },
        additionalCustomerColumns: {
          type: 'array',
          maxItems: 1000,
          uniqueItems: true,
          items: {
            type: 'string',
            minLength: 1,
            maxLength: 256,
          },
        },
        checkDuplicateExtIds: {
          type: 'boolean',
        },
        discardReviewDecisions: {
          type: 'boolean',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: [
          'started',
          'hasDuplicateExtIds',
          'rowsIdentical',
          'rowsDiffer',
          'hasInvalidProviderIds',
          'invalidProviderIdRows',
          'reviewDecisions',
        ],
        properties: {
          started: {
            type: 'boolean',
          },
          reviewDecisions: {
            type: 'integer',
            minimum: 0,
          },
          hasDuplicateExtIds: {
            type: 'boolean',
          },
          rowsIdentical: {
            type: 'array',
            items: {
              type: 'object',
              required: ['ext_id', 'row_id', 'company_name'],
              properties: {
                ext_id: {
                  type: 'string',
                },
                row_id: {
                  type: 'integer',
                  minimum: 1,
                },
                company_name: {
                  type: ['string', 'null'],
                },
              },
            },
          },
          rowsDiffer: {
            type: 'array',
            items: {
              type: 'object',
              required: ['ext_id', 'row_id', 'company_name'],
              properties: {
                ext_id: {
                  type: 'string',
                },
                row_id: {
                  type: 'integer',
                  minimum: 1,
                },
                company_name: {
                  type: ['string', 'null'],
                },
              },
            },
          },
          hasInvalidProviderIds: {
            type: 'boolean',
          },
          invalidProviderIdRows: {
            type: 'array',
            items: {
              type: 'integer',
              minimum: 1,
            },
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '409': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'importStopMatching',
    method: 'POST',
    path: '/backend/import/stopMatching',
    tag: 'import',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['ok'],
        properties: {
          ok: {
            type: 'boolean',
            const: true,
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'importUpload',
    method: 'POST',
    path: '/backend/import/upload',
    tag: 'import',
    isPublic: false,
    bodyKind: 'multipart',
    bodySchema: null,
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: [
          'batchId',
          'fileName',
          'stats',
          'maxRowsExceeded',
          'maxUploadRows',
          'detectedMapping',
          'customerColumns',
          'internalColumns',
          'exampleValues',
          'warnings',
          'warningCount',
          'nonEmptyCounts',
          'tag',
          'fileKind',
          'sheets',
          'sheetName',
          'encoding',
          'encodingConfident',
        ],
        properties: {
          sheets: {
            type: 'array',
            maxItems: 1000,
            items: {
              type: 'object',
              required: ['name', 'hasData'],
              properties: {
                name: {
                  type: 'string',
                },
                hasData: {
                  type: 'boolean',
                },
              },
            },
          },
          sheetName: {
            type: ['string', 'null'],
          },
          encoding: {
            oneOf: [
              {
                type: 'string',
                enum: ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'macintosh'],
              },
              {
                type: 'null',
              },
            ],
          },
          encodingConfident: {
            type: 'boolean',
          },
          batchId: {
            type: 'string',
            pattern: '^[A-Za-z0-9_-]{1,64}$',
          },
          fileName: {
            type: 'string',
          },
          tag: {
            type: 'string',
            maxLength: 36,
          },
          fileKind: {
            type: 'string',
            enum: ['csv', 'xlsx', 'xls'],
          },
          nonEmptyCounts: {
            type: 'array',
            items: {
              type: 'integer',
              minimum: 0,
            },
          },
          warningCount: {
            type: 'integer',
            minimum: 0,
          },
          stats: {
            type: 'object',
            required: ['rows', 'columns'],
            properties: {
              rows: {
                type: 'object',
                required: ['total', 'empty'],
                properties: {
                  total: {
                    type: 'integer',
                    minimum: 0,
                  },
                  empty: {
                    type: 'integer',
                    minimum: 0,
                  },
                },
              },
              columns: {
                type: 'object',
                required: ['total'],
                properties: {
                  total: {
                    type: 'integer',
                    minimum: 0,
                  },
                },
              },
            },
          },
          maxRowsExceeded: {
            type: 'boolean',
          },
          maxUploadRows: {
            type: 'integer',
            minimum: 1,
          },
          detectedMapping: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['internalField', 'customerField'],
              properties: {
                internalField: {
                  type: 'string',
                  enum: [
                    'ext_id',
                    'provider_id',
                    'company_name',
                    'street',
                    'street_name',
                    'street_number',
                    'zip',
                    'location',
                    'country',
                    'country_code',
                    'hr_id',
                    'hr_location',
                    'vat_id',
                    'email',
                    'phone',
                    'fax',
                    'url',
                    'description',
                    'revenue',
                    'founded_year',
                    'num_employees',
                    'industry',
                  ],
                },
                customerField: {
                  type: 'string',
                  minLength: 1,
                  maxLength: 256,
                },
              },
            },
          },
          customerColumns: {
            type: 'array',
            items: {
              type: 'string',
              minLength: 1,
              maxLength: 256,
            },
          },
          internalColumns: {
            type: 'array',
            items: {
              type: 'object',
              required: ['field', 'group', 'isRequired'],
              properties: {
                field: {
                  type: 'string',
                  enum: [
                    'ext_id',
                    'provider_id',
                    'company_name',
                    'street',
                    'street_name',
                    'street_number',
                    'zip',
                    'location',
                    'country',
                    'country_code',
                    'hr_id',
                    'hr_location',
                    'vat_id',
                    'email',
                    'phone',
                    'fax',
                    'url',
                    'description',
                    'revenue',
                    'founded_year',
                    'num_employees',
                    'industry',
                  ],
                },
                group: {
                  type: 'string',
                  enum: ['base', 'metadata'],
                },
                isRequired: {
                  type: 'boolean',
                },
              },
            },
          },
          exampleValues: {
            type: 'array',
            items: {
              type: 'array',
              items: {
                type: ['string', 'null'],
              },
            },
          },
          warnings: {
            type: 'array',
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '429': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'listsAddCompaniesToCompanyList',
    method: 'POST',
    path: '/backend/lists/addCompaniesToCompanyList',
    tag: 'lists',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId', 'deleteImport'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        listId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        deleteImport: {
          type: 'boolean',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: [
          'type',
          'listId',
          'listName',
          'listUrl',
          'numCompaniesModified',
          'numCompaniesMatched',
          'newlyCreated',
        ],
        properties: {
          type: {
            type: 'string',
            enum: ['add', 'remove', 'other'],
          },
          listId: {
            type: 'string',
            pattern: '^[A-Za-z0-9_-]{1,64}$',
          },
          listUrl: {
            type: 'string',
            format: 'uri',
          },
          listName: {
            type: 'string',
          },
          numCompaniesModified: {
            type: 'integer',
            minimum: 0,
          },
          numCompaniesMatched: {
            type: 'integer',
            minimum: 0,
          },
          newlyCreated: {
            type: 'boolean',
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '412': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '502': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'listsGetCompanyList',
    method: 'POST',
    path: '/backend/lists/getCompanyList',
    tag: 'lists',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['listId', 'paging'],
      properties: {
        listId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        paging: {
          type: 'object',
          additionalProperties: false,
          required: ['page', 'pageSize'],
          properties: {
            page: {
              type: 'integer',
              minimum: 0,
              maximum: 1000000,
            },
            pageSize: {
              type: 'integer',
              minimum: 1,
              maximum: 500,
            },
          },
        },
        filters: {
          type: 'object',
          additionalProperties: false,
          properties: {
            searchterm: {
              type: 'string',
              maxLength: 200,
            },
          },
        },
        sorting: {
          type: 'object',
          additionalProperties: false,
          required: ['field', 'order'],
          properties: {
            field: {
              type: 'string',
              enum: ['company_name', 'zip', 'location', 'addedAt'],
            },
            order: {
              type: 'string',
              enum: ['asc', 'desc'],
            },
          },
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['list', 'items', 'totalCount', 'filteredTotalCount'],
        properties: {
          list: {
            type: 'object',
            required: ['id', 'name', 'kind', 'createdAt', 'updatedAt'],
            properties: {
              id: {
                type: 'string',
                pattern: '^[A-Za-z0-9_-]{1,64}$',
              },
              name: {
                type: 'string',
              },
              kind: {
                type: 'string',
                enum: ['target1', 'target2'],
              },
              createdAt: {
                type: 'string',
                format: 'date-time',
              },
              updatedAt: {
                type: 'string',
                format: 'date-time',
              },
            },
          },
          items: {
            type: 'array',
            items: {
              type: 'object',
              required: [
                'id',
                'isUnlocked',
                'company_name',
                'zip',
                'location',
                'street',
                'country',
                'url',
                'status',
                'addedAt',
              ],
              properties: {
                id: {
                  type: 'string',
                  pattern: '^[A-Za-z0-9_-]{1,64}$',
                },
                isUnlocked: {
                  type: 'boolean',
                },
                company_name: {
                  type: ['string', 'null'],
                },
                zip: {
                  type: ['string', 'null'],
                },
                location: {
                  type: ['string', 'null'],
                },
                street: {
                  type: ['string', 'null'],
                },
                country: {
                  type: ['string', 'null'],
                },
                url: {
                  type: ['string', 'null'],
                },
                status: {
                  oneOf: [
                    {
                      type: 'string',
                      enum: ['active', 'in_liquidation', 'deleted', 'not_in_hr'],
                    },
                    {
                      type: 'null',
                    },
                  ],
                },
                addedAt: {
                  type: 'string',
                  format: 'date-time',
                },
              },
            },
          },
          totalCount: {
            type: 'integer',
            minimum: 0,
          },
          filteredTotalCount: {
            type: 'integer',
            minimum: 0,
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '502': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'listsRemoveCompaniesFromCompanyList',
    method: 'POST',
    path: '/backend/lists/removeCompaniesFromCompanyList',
    tag: 'lists',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId', 'deleteImport'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        listId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        deleteImport: {
          type: 'boolean',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: [
          'type',
          'listId',
          'listName',
          'listUrl',
          'numCompaniesModified',
          'numCompaniesMatched',
          'newlyCreated',
        ],
        properties: {
          type: {
            type: 'string',
            enum: ['add', 'remove', 'other'],
          },
          listId: {
            type: 'string',
            pattern: '^[A-Za-z0-9_-]{1,64}$',
          },
          listUrl: {
            type: 'string',
            format: 'uri',
          },
          listName: {
            type: 'string',
          },
          numCompaniesModified: {
            type: 'integer',
            minimum: 0,
          },
          numCompaniesMatched: {
            type: 'integer',
            minimum: 0,
          },
          newlyCreated: {
            type: 'boolean',
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '412': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '502': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'listsRenameCompanyList',
    method: 'POST',
    path: '/backend/lists/renameCompanyList',
    tag: 'lists',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId', 'listId', 'listName'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        listId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        listName: {
          type: 'string',
          minLength: 3,
          maxLength: 400,
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['listName'],
        properties: {
          listName: {
            type: 'string',
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '502': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'profilesAddCompaniesToCompanyList',
    method: 'POST',
    path: '/backend/profiles/addCompaniesToCompanyList',
    tag: 'profiles',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId', 'listId', 'deleteImport'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        listId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        deleteImport: {
          type: 'boolean',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: [
          'type',
          'listId',
          'listName',
          'listUrl',
          'numCompaniesModified',
          'numCompaniesMatched',
          'newlyCreated',
        ],
        properties: {
          type: {
            type: 'string',
            enum: ['add', 'remove', 'other'],
          },
          listId: {
            type: 'string',
            pattern: '^[A-Za-z0-9_-]{1,64}$',
          },
          listUrl: {
            type: 'string',
            format: 'uri',
          },
          listName: {
            type: 'string',
          },
          numCompaniesModified: {
            type: 'integer',
            minimum: 0,
          },
          numCompaniesMatched: {
            type: 'integer',
            minimum: 0,
          },
          newlyCreated: {
            type: 'boolean',
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '412': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '502': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'profilesCreateCompanyListFromMatches',
    method: 'POST',
    path: '/backend/profiles/createCompanyListFromMatches',
    tag: 'profiles',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId', 'companyListName'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        companyListName: {
          type: 'string',
          minLength: 3,
          maxLength: 400,
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['redirectUrl'],
        properties: {
          redirectUrl: {
            type: 'string',
            format: 'uri',
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '412': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '502': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'profilesGetTargetCompanyLists',
    method: 'POST',
    path: '/backend/profiles/getTargetCompanyLists',
    tag: 'profiles',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      properties: {},
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['items'],
        properties: {
          items: {
            type: 'array',
            items: {
              type: 'object',
              required: ['id', 'name'],
              properties: {
                id: {
                  type: 'string',
                  pattern: '^[A-Za-z0-9_-]{1,64}$',
                },
                name: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '502': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'profilesRemoveCompaniesFromCompanyList',
    method: 'POST',
    path: '/backend/profiles/removeCompaniesFromCompanyList',
    tag: 'profiles',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId', 'listId', 'deleteImport'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        listId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        deleteImport: {
          type: 'boolean',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: [
          'type',
          'listId',
          'listName',
          'listUrl',
          'numCompaniesModified',
          'numCompaniesMatched',
          'newlyCreated',
        ],
        properties: {
          type: {
            type: 'string',
            enum: ['add', 'remove', 'other'],
          },
          listId: {
            type: 'string',
            pattern: '^[A-Za-z0-9_-]{1,64}$',
          },
          listUrl: {
            type: 'string',
            format: 'uri',
          },
          listName: {
            type: 'string',
          },
          numCompaniesModified: {
            type: 'integer',
            minimum: 0,
          },
          numCompaniesMatched: {
            type: 'integer',
            minimum: 0,
          },
          newlyCreated: {
            type: 'boolean',
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '412': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '502': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'profilesRenameCompanyList',
    method: 'POST',
    path: '/backend/profiles/renameCompanyList',
    tag: 'profiles',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId', 'listId', 'listName'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        listId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        listName: {
          type: 'string',
          minLength: 3,
          maxLength: 400,
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['listName'],
        properties: {
          listName: {
            type: 'string',
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '502': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'profilesSafeCompanyIdsToTargetRedis',
    method: 'POST',
    path: '/backend/profiles/safeCompanyIdsToTargetRedis',
    tag: 'profiles',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId', 'shouldCreateLoginLink'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        shouldCreateLoginLink: {
          type: 'boolean',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['hasTargetAccess', 'redirectUrl'],
        properties: {
          hasTargetAccess: {
            type: 'boolean',
          },
          redirectUrl: {
            type: ['string', 'null'],
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '412': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '502': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'quotaGetCurrentQuotaInfosForExport',
    method: 'POST',
    path: '/backend/quota/getCurrentQuotaInfosForExport',
    tag: 'quota',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['numRequestedExports'],
      properties: {
        numRequestedExports: {
          type: 'integer',
          minimum: 0,
          maximum: 100000000,
        },
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
        exportType: {
          type: 'string',
          enum: ['file', 'target1_companyList', 'target2_companyList'],
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['neededExport', 'neededOverused', 'restQuota', 'numNotExported', 'mExportQuota'],
        properties: {
          neededExport: {
            type: 'integer',
            minimum: 0,
          },
          neededOverused: {
            type: 'integer',
            minimum: 0,
          },
          restQuota: {
            type: ['integer', 'null'],
          },
          numNotExported: {
            type: 'integer',
            minimum: 0,
          },
          mExportQuota: {
            type: 'integer',
            minimum: 0,
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'quotaGetUserQuotaInfo',
    method: 'POST',
    path: '/backend/quota/getUserQuotaInfo',
    tag: 'quota',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      properties: {},
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['totalQuota', 'currentQuota', 'monthlyExpand', 'monthlyUsed', 'unlimited'],
        properties: {
          totalQuota: {
            type: 'integer',
            minimum: 0,
          },
          currentQuota: {
            type: 'integer',
            minimum: 0,
          },
          monthlyExpand: {
            type: 'boolean',
          },
          monthlyUsed: {
            type: 'integer',
            minimum: 0,
          },
          unlimited: {
            type: 'boolean',
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'quotaHasEnoughQuota',
    method: 'POST',
    path: '/backend/quota/hasEnoughQuota',
    tag: 'quota',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['numRequested'],
      properties: {
        numRequested: {
          type: 'integer',
          minimum: 0,
          maximum: 100000000,
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['hasEnoughQuota'],
        properties: {
          hasEnoughQuota: {
            type: 'boolean',
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'trackingTrackNewUserInteraction',
    method: 'POST',
    path: '/backend/tracking/trackNewUserInteraction',
    tag: 'tracking',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['controllerName', 'methodName', 'action'],
      properties: {
        controllerName: {
          type: 'string',
          minLength: 1,
          maxLength: 100,
        },
        methodName: {
          type: 'string',
          minLength: 1,
          maxLength: 100,
        },
        action: {
          type: 'string',
          minLength: 1,
          maxLength: 100,
        },
        additionalData: {
          type: 'object',
          maxProperties: 50,
          additionalProperties: {
            type: ['string', 'number', 'boolean', 'null'],
            maxLength: 1000,
          },
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['ok'],
        properties: {
          ok: {
            type: 'boolean',
            const: true,
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'websitecheckGetResults',
    method: 'POST',
    path: '/backend/websitecheck/getResults',
    tag: 'websitecheck',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['isFinished', 'stats', 'examples'],
        properties: {
          isFinished: {
            type: 'boolean',
          },
          stats: {
            type: 'object',
            required: ['available', 'extRedirect', 'intRedirect', 'unavailable', 'blocked', 'notStarted'],
            properties: {
              available: {
                type: 'integer',
                minimum: 0,
              },
              extRedirect: {
                type: 'integer',
                minimum: 0,
              },
              intRedirect: {
                type: 'integer',
                minimum: 0,
              },
              unavailable: {
                type: 'integer',
                minimum: 0,
              },
              blocked: {
                type: 'integer',
                minimum: 0,
              },
              notStarted: {
                type: 'integer',
                minimum: 0,
              },
            },
          },
          examples: {
            type: 'object',
            required: ['extRedirect', 'intRedirect', 'unavailable', 'blocked'],
            properties: {
              extRedirect: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['url', 'row_id', 'finalUrl', 'differentDomain'],
                  properties: {
                    url: {
                      type: 'string',
                    },
                    row_id: {
                      type: 'integer',
                      minimum: 1,
                    },
                    finalUrl: {
                      type: ['string', 'null'],
                    },
                    differentDomain: {
                      type: ['string', 'null'],
                    },
                  },
                },
              },
              intRedirect: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['url', 'row_id', 'finalUrl', 'differentDomain'],
                  properties: {
                    url: {
                      type: 'string',
                    },
                    row_id: {
                      type: 'integer',
                      minimum: 1,
                    },
                    finalUrl: {
                      type: ['string', 'null'],
                    },
                    differentDomain: {
                      type: ['string', 'null'],
                    },
                  },
                },
              },
              unavailable: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['url', 'row_id', 'finalUrl', 'differentDomain'],
                  properties: {
                    url: {
                      type: 'string',
                    },
                    row_id: {
                      type: 'integer',
                      minimum: 1,
                    },
                    finalUrl: {
                      type: ['string', 'null'],
                    },
                    differentDomain: {
                      type: ['string', 'null'],
                    },
                  },
                },
              },
              blocked: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['url', 'row_id', 'finalUrl', 'differentDomain'],
                  properties: {
                    url: {
                      type: 'string',
                    },
                    row_id: {
                      type: 'integer',
                      minimum: 1,
                    },
                    finalUrl: {
                      type: ['string', 'null'],
                    },
                    differentDomain: {
                      type: ['string', 'null'],
                    },
                  },
                },
              },
            },
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'websitecheckGetStatus',
    method: 'POST',
    path: '/backend/websitecheck/getStatus',
    tag: 'websitecheck',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['state', 'isFinished', 'stats'],
        properties: {
          state: {
            type: 'string',
            enum: ['idle', 'processing', 'finished', 'failed'],
          },
          isFinished: {
            type: 'boolean',
          },
          stats: {
            type: 'object',
            required: ['available', 'extRedirect', 'intRedirect', 'unavailable', 'blocked', 'notStarted'],
            properties: {
              available: {
                type: 'integer',
                minimum: 0,
              },
              extRedirect: {
                type: 'integer',
                minimum: 0,
              },
              intRedirect: {
                type: 'integer',
                minimum: 0,
              },
              unavailable: {
                type: 'integer',
                minimum: 0,
              },
              blocked: {
                type: 'integer',
                minimum: 0,
              },
              notStarted: {
                type: 'integer',
                minimum: 0,
              },
            },
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'websitecheckStart',
    method: 'POST',
    path: '/backend/websitecheck/start',
    tag: 'websitecheck',
    isPublic: false,
    bodyKind: 'json',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['batchId'],
      properties: {
        batchId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,64}$',
        },
      },
    },
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['state', 'isFinished', 'stats'],
        properties: {
          state: {
            type: 'string',
            enum: ['idle', 'processing', 'finished', 'failed'],
          },
          isFinished: {
            type: 'boolean',
          },
          stats: {
            type: 'object',
            required: ['available', 'extRedirect', 'intRedirect', 'unavailable', 'blocked', 'notStarted'],
            properties: {
              available: {
                type: 'integer',
                minimum: 0,
              },
              extRedirect: {
                type: 'integer',
                minimum: 0,
              },
              intRedirect: {
                type: 'integer',
                minimum: 0,
              },
              unavailable: {
                type: 'integer',
                minimum: 0,
              },
              blocked: {
                type: 'integer',
                minimum: 0,
              },
              notStarted: {
                type: 'integer',
                minimum: 0,
              },
            },
          },
        },
      },
      '400': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '401': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '403': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '404': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '413': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '415': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
      '501': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'systemHealth',
    method: 'GET',
    path: '/health',
    tag: 'system',
    isPublic: true,
    bodyKind: 'none',
    bodySchema: null,
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['status', 'version'],
        properties: {
          status: {
            type: 'string',
            const: 'ok',
          },
          version: {
            type: 'string',
          },
        },
      },
    },
    download: false,
  },
  {
    id: 'systemReady',
    method: 'GET',
    path: '/ready',
    tag: 'system',
    isPublic: true,
    bodyKind: 'none',
    bodySchema: null,
    querySchema: null,
    responses: {
      '200': {
        type: 'object',
        required: ['status', 'role'],
        properties: {
          status: {
            type: 'string',
            const: 'ready',
          },
          role: {
            type: 'string',
            enum: ['all', 'api', 'worker'],
          },
        },
      },
      '503': {
        type: 'object',
        required: ['errors'],
        properties: {
          errors: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['type', 'message'],
              properties: {
                type: {
                  type: 'string',
                },
                message: {
                  type: 'string',
                },
                file: {
                  type: 'string',
                },
                line: {
                  type: 'integer',
                  minimum: 1,
                },
                row: {
                  type: 'integer',
                  minimum: 1,
                },
                column: {
                  type: 'string',
                },
                attemptsLeft: {
                  type: 'integer',
                  minimum: 0,
                },
                retryAfterSeconds: {
                  type: 'integer',
                  minimum: 0,
                },
                field: {
                  type: 'string',
                },
              },
            },
          },
        },
      },
    },
    download: false,
  },
];
