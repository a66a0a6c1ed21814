import type { TranslationMessages } from 'ra-core';

/**
 * Spanish translation of react-admin's own UI messages.
 * Keys mirror ra-language-english 5.15.4 exactly (checked by ra.test.ts).
 */
export const raSpanish = {
    ra: {
        action: {
            add_filter: 'Agregar filtro',
            add: 'Agregar',
            back: 'Volver',
            bulk_actions:
                '1 elemento seleccionado |||| %{smart_count} elementos seleccionados',
            cancel: 'Cancelar',
            clear_array_input: 'Vaciar la lista',
            clear_input_value: 'Borrar valor',
            clone: 'Duplicar',
            confirm: 'Confirmar',
            create: 'Crear',
            create_item: 'Crear %{item}',
            delete: 'Eliminar',
            edit: 'Editar',
            export: 'Exportar',
            list: 'Listado',
            refresh: 'Actualizar',
            remove_filter: 'Quitar este filtro',
            remove_all_filters: 'Quitar todos los filtros',
            remove: 'Quitar',
            reset: 'Restablecer',
            save: 'Guardar',
            search: 'Buscar',
            search_columns: 'Buscar columnas',
            select_all: 'Seleccionar todo',
            select_all_button: 'Seleccionar todo',
            select_row: 'Seleccionar esta fila',
            show: 'Ver',
            sort: 'Ordenar',
            undo: 'Deshacer',
            unselect: 'Deseleccionar',
            expand: 'Expandir',
            close: 'Cerrar',
            open_menu: 'Abrir menú',
            close_menu: 'Cerrar menú',
            update: 'Actualizar',
            move_up: 'Subir',
            move_down: 'Bajar',
            open: 'Abrir',
            toggle_theme: 'Cambiar entre modo claro y oscuro',
            select_columns: 'Columnas',
            update_application: 'Recargar la aplicación',
        },
        boolean: {
            true: 'Sí',
            false: 'No',
            null: ' ',
        },
        page: {
            create: 'Crear %{name}',
            dashboard: 'Panel de control',
            edit: '%{name} %{recordRepresentation}',
            error: 'Algo salió mal',
            list: '%{name}',
            loading: 'Cargando',
            not_found: 'No encontrado',
            show: '%{name} %{recordRepresentation}',
            empty: 'Aún no hay %{name}.',
            invite: '¿Desea agregar uno?',
            access_denied: 'Acceso denegado',
            authentication_error: 'Error de autenticación',
        },
        input: {
            file: {
                upload_several:
                    'Arrastre algunos archivos para subirlos o haga clic para seleccionar uno.',
                upload_single:
                    'Arrastre un archivo para subirlo o haga clic para seleccionarlo.',
            },
            image: {
                upload_several:
                    'Arrastre algunas imágenes para subirlas o haga clic para seleccionar una.',
                upload_single:
                    'Arrastre una imagen para subirla o haga clic para seleccionarla.',
            },
            references: {
                all_missing: 'No se pudieron encontrar los datos de referencia.',
                many_missing:
                    'Al menos una de las referencias asociadas ya no parece estar disponible.',
                single_missing:
                    'La referencia asociada ya no parece estar disponible.',
            },
            password: {
                toggle_visible: 'Ocultar contraseña',
                toggle_hidden: 'Mostrar contraseña',
            },
        },
        message: {
            about: 'Acerca de',
            access_denied:
                'No tiene los permisos necesarios para acceder a esta página',
            are_you_sure: '¿Está seguro?',
            authentication_error:
                'El servidor de autenticación devolvió un error y no se pudieron verificar sus credenciales.',
            auth_error:
                'Se produjo un error al validar el token de autenticación.',
            bulk_delete_content:
                '¿Está seguro de que desea eliminar este elemento (%{name})? |||| ¿Está seguro de que desea eliminar estos %{smart_count} elementos?',
            bulk_delete_title:
                'Eliminar %{name} |||| Eliminar %{smart_count} %{name}',
            bulk_update_content:
                '¿Está seguro de que desea actualizar %{name} %{recordRepresentation}? |||| ¿Está seguro de que desea actualizar estos %{smart_count} elementos?',
            bulk_update_title:
                'Actualizar %{name} %{recordRepresentation} |||| Actualizar %{smart_count} %{name}',
            clear_array_input: '¿Está seguro de que desea vaciar toda la lista?',
            delete_content:
                '¿Está seguro de que desea eliminar este elemento (%{name})?',
            delete_title: 'Eliminar %{name} %{recordRepresentation}',
            details: 'Detalles',
            error: 'Se produjo un error en el cliente y no se pudo completar su solicitud.',
            invalid_form: 'El formulario no es válido. Revise los errores.',
            loading: 'Espere, por favor',
            no: 'No',
            not_found:
                'La dirección que escribió es incorrecta o el enlace que siguió no es válido.',
            select_all_limit_reached:
                'Hay demasiados elementos para seleccionarlos todos. Solo se seleccionaron los primeros %{max} elementos.',
            unsaved_changes:
                'Algunos de sus cambios no se guardaron. ¿Está seguro de que desea descartarlos?',
            yes: 'Sí',
            placeholder_data_warning:
                'Problema de red: no se pudieron actualizar los datos.',
        },
        navigation: {
            clear_filters: 'Borrar filtros',
            no_filtered_results:
                'No se encontraron %{name} con los filtros actuales.',
            no_results: 'No se encontraron %{name}',
            no_more_results:
                'El número de página %{page} está fuera de rango. Pruebe con la página anterior.',
            page_out_of_boundaries:
                'El número de página %{page} está fuera de rango',
            page_out_from_end:
                'No se puede avanzar más allá de la última página',
            page_out_from_begin: 'No se puede retroceder antes de la página 1',
            page_range_info: '%{offsetBegin}-%{offsetEnd} de %{total}',
            partial_page_range_info:
                '%{offsetBegin}-%{offsetEnd} de más de %{offsetEnd}',
            current_page: 'Página %{page}',
            page: 'Ir a la página %{page}',
            first: 'Ir a la primera página',
            last: 'Ir a la última página',
            next: 'Ir a la página siguiente',
            previous: 'Ir a la página anterior',
            page_rows_per_page: 'Filas por página:',
            skip_nav: 'Saltar al contenido',
        },
        sort: {
            sort_by: 'Ordenar por %{field_lower_first} %{order}',
            ASC: 'ascendente',
            DESC: 'descendente',
        },
        auth: {
            auth_check_error: 'Inicie sesión para continuar',
            user_menu: 'Perfil',
            username: 'Usuario',
            password: 'Contraseña',
            email: 'Correo electrónico',
            sign_in: 'Iniciar sesión',
            sign_in_error: 'La autenticación falló. Inténtelo de nuevo.',
            logout: 'Cerrar sesión',
        },
        notification: {
            updated:
                'Elemento actualizado |||| %{smart_count} elementos actualizados',
            created: 'Elemento creado',
            deleted:
                'Elemento eliminado |||| %{smart_count} elementos eliminados',
            bad_item: 'Elemento incorrecto',
            item_doesnt_exist: 'El elemento no existe',
            http_error: 'Error de comunicación con el servidor',
            data_provider_error:
                'Error del dataProvider. Consulte la consola para ver más detalles.',
            i18n_error:
                'No se pudieron cargar las traducciones para el idioma especificado',
            canceled: 'Acción cancelada',
            logged_out: 'Su sesión ha finalizado. Vuelva a conectarse.',
            not_authorized: 'No está autorizado para acceder a este recurso.',
            application_update_available: 'Hay una nueva versión disponible.',
            offline: 'Sin conexión. No se pudieron obtener los datos.',
        },
        validation: {
            required: 'Obligatorio',
            minLength: 'Debe tener al menos %{min} caracteres',
            maxLength: 'Debe tener %{max} caracteres o menos',
            minValue: 'Debe ser al menos %{min}',
            maxValue: 'Debe ser %{max} o menos',
            number: 'Debe ser un número',
            email: 'Debe ser un correo electrónico válido',
            oneOf: 'Debe ser uno de los siguientes valores: %{options}',
            regex: 'Debe coincidir con un formato específico (expresión regular): %{pattern}',
            unique: 'Debe ser único',
        },
        saved_queries: {
            label: 'Consultas guardadas',
            query_name: 'Nombre de la consulta',
            new_label: 'Guardar la consulta actual...',
            new_dialog_title: 'Guardar la consulta actual como',
            remove_label: 'Eliminar consulta guardada',
            remove_label_with_name: 'Eliminar la consulta "%{name}"',
            remove_dialog_title: '¿Eliminar la consulta guardada?',
            remove_message:
                '¿Está seguro de que desea eliminar este elemento de su lista de consultas guardadas?',
            help: 'Filtre la lista y guarde esta consulta para más tarde',
        },
        guesser: {
            empty: {
                title: 'No hay datos para mostrar',
                message: 'Verifique su proveedor de datos',
            },
        },
        configurable: {
            customize: 'Personalizar',
            configureMode: 'Configurar esta página',
            inspector: {
                title: 'Inspector',
                content:
                    'Pase el cursor sobre los elementos de la interfaz para configurarlos',
                reset: 'Restablecer la configuración',
                hideAll: 'Ocultar todo',
                showAll: 'Mostrar todo',
            },
            Datagrid: {
                title: 'Tabla de datos',
                unlabeled: 'Columna sin etiqueta #%{column}',
            },
            SimpleForm: {
                title: 'Formulario',
                unlabeled: 'Campo sin etiqueta #%{input}',
            },
            SimpleList: {
                title: 'Lista',
                primaryText: 'Texto principal',
                secondaryText: 'Texto secundario',
                tertiaryText: 'Texto terciario',
            },
        },
    },
} satisfies TranslationMessages;
