import { DEFAULT_WORLD } from '../../fixtures/world';

export interface Notification {
  id: number;
  title: string;
  message: string;
  createdAt: string;
  read: boolean;
}

const daysBefore = (days: number) => new Date(DEFAULT_WORLD.now - days * 86_400_000).toISOString();

/**
 * The user's notifications (GET /identity/api/v1/Notification), newest first: a fixed few, plus a
 * reminder to turn on 2FA for those without it. Dates are relative to the fixtures' 'now'.
 */
export const notificationsFor = (user: Record<string, unknown> | undefined, entityName: string): Notification[] => [
  ...(user?.twoFactorEnabled === true
    ? []
    : [
        {
          id: 4,
          title: 'Activa la verificación en dos pasos',
          message: 'Protege tu cuenta con un código de tu aplicación de autenticación.',
          createdAt: daysBefore(1),
          read: false,
        },
      ]),
  {
    id: 3,
    title: 'Nueva versión de la consola',
    message: 'La versión v1.6.0 ya está disponible.',
    createdAt: daysBefore(3),
    read: false,
  },
  {
    id: 2,
    title: 'Mantenimiento programado',
    message: `Los servicios de ${entityName} tendrán una ventana de mantenimiento el domingo de 02:00 a 04:00.`,
    createdAt: daysBefore(8),
    read: true,
  },
  {
    id: 1,
    title: 'Bienvenida',
    message:
      `Hola ${typeof user?.firstName === 'string' ? user.firstName : ''}, te damos la bienvenida a la consola.`.replace(
        ' ,',
        ',',
      ),
    createdAt: daysBefore(30),
    read: true,
  },
];
