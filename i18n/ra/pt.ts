import type { TranslationMessages } from 'ra-core';

/**
 * Portuguese (Brazilian, neutral wording) translation of react-admin's own UI
 * messages. Keys mirror ra-language-english 5.15.4 exactly (checked by
 * ra.test.ts).
 */
export const raPortuguese = {
    ra: {
        action: {
            add_filter: 'Adicionar filtro',
            add: 'Adicionar',
            back: 'Voltar',
            bulk_actions:
                '1 item selecionado |||| %{smart_count} itens selecionados',
            cancel: 'Cancelar',
            clear_array_input: 'Limpar a lista',
            clear_input_value: 'Limpar valor',
            clone: 'Duplicar',
            confirm: 'Confirmar',
            create: 'Criar',
            create_item: 'Criar %{item}',
            delete: 'Excluir',
            edit: 'Editar',
            export: 'Exportar',
            list: 'Listar',
            refresh: 'Atualizar',
            remove_filter: 'Remover este filtro',
            remove_all_filters: 'Remover todos os filtros',
            remove: 'Remover',
            reset: 'Redefinir',
            save: 'Salvar',
            search: 'Pesquisar',
            search_columns: 'Pesquisar colunas',
            select_all: 'Selecionar tudo',
            select_all_button: 'Selecionar tudo',
            select_row: 'Selecionar esta linha',
            show: 'Visualizar',
            sort: 'Ordenar',
            undo: 'Desfazer',
            unselect: 'Desmarcar',
            expand: 'Expandir',
            close: 'Fechar',
            open_menu: 'Abrir menu',
            close_menu: 'Fechar menu',
            update: 'Atualizar',
            move_up: 'Mover para cima',
            move_down: 'Mover para baixo',
            open: 'Abrir',
            toggle_theme: 'Alternar entre modo claro e escuro',
            select_columns: 'Colunas',
            update_application: 'Recarregar a aplicação',
        },
        boolean: {
            true: 'Sim',
            false: 'Não',
            null: ' ',
        },
        page: {
            create: 'Criar %{name}',
            dashboard: 'Painel',
            edit: '%{name} %{recordRepresentation}',
            error: 'Algo deu errado',
            list: '%{name}',
            loading: 'Carregando',
            not_found: 'Não encontrado',
            show: '%{name} %{recordRepresentation}',
            empty: 'Ainda não há %{name}.',
            invite: 'Deseja adicionar um?',
            access_denied: 'Acesso negado',
            authentication_error: 'Erro de autenticação',
        },
        input: {
            file: {
                upload_several:
                    'Arraste alguns arquivos para enviar ou clique para selecionar um.',
                upload_single:
                    'Arraste um arquivo para enviar ou clique para selecioná-lo.',
            },
            image: {
                upload_several:
                    'Arraste algumas imagens para enviar ou clique para selecionar uma.',
                upload_single:
                    'Arraste uma imagem para enviar ou clique para selecioná-la.',
            },
            references: {
                all_missing:
                    'Não foi possível encontrar os dados de referência.',
                many_missing:
                    'Pelo menos uma das referências associadas parece não estar mais disponível.',
                single_missing:
                    'A referência associada parece não estar mais disponível.',
            },
            password: {
                toggle_visible: 'Ocultar senha',
                toggle_hidden: 'Mostrar senha',
            },
        },
        message: {
            about: 'Sobre',
            access_denied:
                'Você não tem as permissões necessárias para acessar esta página',
            are_you_sure: 'Tem certeza?',
            authentication_error:
                'O servidor de autenticação retornou um erro e não foi possível verificar suas credenciais.',
            auth_error: 'Ocorreu um erro ao validar o token de autenticação.',
            bulk_delete_content:
                'Tem certeza de que deseja excluir este item (%{name})? |||| Tem certeza de que deseja excluir estes %{smart_count} itens?',
            bulk_delete_title:
                'Excluir %{name} |||| Excluir %{smart_count} %{name}',
            bulk_update_content:
                'Tem certeza de que deseja atualizar %{name} %{recordRepresentation}? |||| Tem certeza de que deseja atualizar estes %{smart_count} itens?',
            bulk_update_title:
                'Atualizar %{name} %{recordRepresentation} |||| Atualizar %{smart_count} %{name}',
            clear_array_input: 'Tem certeza de que deseja limpar toda a lista?',
            delete_content:
                'Tem certeza de que deseja excluir este item (%{name})?',
            delete_title: 'Excluir %{name} %{recordRepresentation}',
            details: 'Detalhes',
            error: 'Ocorreu um erro no cliente e não foi possível concluir sua solicitação.',
            invalid_form: 'O formulário não é válido. Verifique os erros.',
            loading: 'Aguarde, por favor',
            no: 'Não',
            not_found:
                'O endereço digitado está incorreto ou o link acessado não é válido.',
            select_all_limit_reached:
                'Há elementos demais para selecionar todos. Apenas os primeiros %{max} elementos foram selecionados.',
            unsaved_changes:
                'Algumas alterações não foram salvas. Tem certeza de que deseja descartá-las?',
            yes: 'Sim',
            placeholder_data_warning:
                'Problema de rede: não foi possível atualizar os dados.',
        },
        navigation: {
            clear_filters: 'Limpar filtros',
            no_filtered_results:
                'Nenhum resultado encontrado para %{name} com os filtros atuais.',
            no_results: 'Nenhum resultado encontrado para %{name}',
            no_more_results:
                'O número de página %{page} está fora dos limites. Tente a página anterior.',
            page_out_of_boundaries:
                'O número de página %{page} está fora dos limites',
            page_out_from_end: 'Não é possível avançar além da última página',
            page_out_from_begin: 'Não é possível voltar antes da página 1',
            page_range_info: '%{offsetBegin}-%{offsetEnd} de %{total}',
            partial_page_range_info:
                '%{offsetBegin}-%{offsetEnd} de mais de %{offsetEnd}',
            current_page: 'Página %{page}',
            page: 'Ir para a página %{page}',
            first: 'Ir para a primeira página',
            last: 'Ir para a última página',
            next: 'Ir para a próxima página',
            previous: 'Ir para a página anterior',
            page_rows_per_page: 'Linhas por página:',
            skip_nav: 'Pular para o conteúdo',
        },
        sort: {
            sort_by: 'Ordenar por %{field_lower_first} %{order}',
            ASC: 'crescente',
            DESC: 'decrescente',
        },
        auth: {
            auth_check_error: 'Faça login para continuar',
            user_menu: 'Perfil',
            username: 'Usuário',
            password: 'Senha',
            email: 'E-mail',
            sign_in: 'Entrar',
            sign_in_error: 'Falha na autenticação. Tente novamente.',
            logout: 'Sair',
        },
        notification: {
            updated:
                'Elemento atualizado |||| %{smart_count} elementos atualizados',
            created: 'Elemento criado',
            deleted: 'Elemento excluído |||| %{smart_count} elementos excluídos',
            bad_item: 'Elemento incorreto',
            item_doesnt_exist: 'O elemento não existe',
            http_error: 'Erro de comunicação com o servidor',
            data_provider_error:
                'Erro no dataProvider. Verifique o console para mais detalhes.',
            i18n_error:
                'Não foi possível carregar as traduções para o idioma especificado',
            canceled: 'Ação cancelada',
            logged_out: 'Sua sessão foi encerrada. Conecte-se novamente.',
            not_authorized:
                'Você não tem autorização para acessar este recurso.',
            application_update_available: 'Uma nova versão está disponível.',
            offline: 'Sem conexão. Não foi possível obter os dados.',
        },
        validation: {
            required: 'Obrigatório',
            minLength: 'Deve ter pelo menos %{min} caracteres',
            maxLength: 'Deve ter no máximo %{max} caracteres',
            minValue: 'Deve ser no mínimo %{min}',
            maxValue: 'Deve ser no máximo %{max}',
            number: 'Deve ser um número',
            email: 'Deve ser um e-mail válido',
            oneOf: 'Deve ser um dos seguintes valores: %{options}',
            regex: 'Deve corresponder a um formato específico (expressão regular): %{pattern}',
            unique: 'Deve ser único',
        },
        saved_queries: {
            label: 'Consultas salvas',
            query_name: 'Nome da consulta',
            new_label: 'Salvar a consulta atual...',
            new_dialog_title: 'Salvar a consulta atual como',
            remove_label: 'Remover consulta salva',
            remove_label_with_name: 'Remover a consulta "%{name}"',
            remove_dialog_title: 'Remover a consulta salva?',
            remove_message:
                'Tem certeza de que deseja remover este item da sua lista de consultas salvas?',
            help: 'Filtre a lista e salve esta consulta para usar depois',
        },
        guesser: {
            empty: {
                title: 'Nenhum dado para exibir',
                message: 'Verifique seu provedor de dados',
            },
        },
        configurable: {
            customize: 'Personalizar',
            configureMode: 'Configurar esta página',
            inspector: {
                title: 'Inspetor',
                content:
                    'Passe o cursor sobre os elementos da interface para configurá-los',
                reset: 'Redefinir configurações',
                hideAll: 'Ocultar tudo',
                showAll: 'Mostrar tudo',
            },
            Datagrid: {
                title: 'Tabela de dados',
                unlabeled: 'Coluna sem rótulo #%{column}',
            },
            SimpleForm: {
                title: 'Formulário',
                unlabeled: 'Campo sem rótulo #%{input}',
            },
            SimpleList: {
                title: 'Lista',
                primaryText: 'Texto principal',
                secondaryText: 'Texto secundário',
                tertiaryText: 'Texto terciário',
            },
        },
    },
} satisfies TranslationMessages;
