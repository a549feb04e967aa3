#include "boardpreview.h"

#include "gamecatalog.h"
#include "session.h"

#include <QEvent>
#include <QLabel>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWidget>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace starboard::editor {

BoardPreview::BoardPreview(QWidget *parent) : QWidget(parent), m_session(new GameSession(this))
{
    m_view = new QQuickWidget(this);
    m_view->setObjectName(QStringLiteral("boardPreviewView"));
    m_view->setResizeMode(QQuickWidget::SizeRootObjectToView);
    m_view->setClearColor(QColor(0x0b, 0x10, 0x20));
    // Qt 6.4 has no loadFromModule(): the module's files live under qrc:/qt/qml.
    m_view->engine()->addImportPath(QStringLiteral("qrc:/qt/qml"));
    // The view's root is a plain item that stays; each game's board is its child, filling
    // it, and is ours to delete.
    m_host = new QQuickItem;
    m_host->setParent(m_view); // deleted with the view, if the view does not delete its root
    m_view->setContent(QUrl(), nullptr, m_host);
    auto fit = [this] {
        if (m_board)
            m_board->setSize(m_host->size());
    };
    connect(m_host, &QQuickItem::widthChanged, this, fit);
    connect(m_host, &QQuickItem::heightChanged, this, fit);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("boardPreviewMessage"));
    m_message->setWordWrap(true);
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setMargin(12);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_view);
    m_stack->addWidget(m_message);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
    showMessage(tr("No preview yet."));
}

BoardPreview::~BoardPreview()
{
    clearBoard();
}

bool BoardPreview::showsBoard() const
{
    return m_stack->currentWidget() == m_view && m_board != nullptr;
}

QString BoardPreview::message() const
{
    return showsBoard() ? QString() : m_message->text();
}

void BoardPreview::showMessage(const QString &text)
{
    m_message->setText(text);
    m_stack->setCurrentWidget(m_message);
}

void BoardPreview::clearBoard()
{
    delete m_board;
    m_board = nullptr;
    delete m_component;
    m_component = nullptr;
}

QString BoardPreview::showGame(const QVariantMap &config,
                               const GameSession::PositionFactory &position)
{
    const QString gameId = config.value(QStringLiteral("gameId")).toString();
    const QUrl url = GameCatalog::boardUrl(gameId);
    if (url.isEmpty()) {
        //: Workshop, the board preview: %1: a game's name, e.g. 'Galaxy of D'.
        const QString error = tr("%1 has no board to preview.").arg(GameCatalog::gameName(gameId));
        clearBoard();
        showMessage(error);
        return error;
    }
    // A new board for every game: the boards are made for one game each (the game screen
    // loads a new one when a game starts too).
    clearBoard();
    QVariantMap shown = config;
    shown.insert(QStringLiteral("preview"), true); // no pass screen: the designer looks
    const QString error = m_session->startPosition(shown, position);
    if (!error.isEmpty()) {
        showMessage(error);
        return error;
    }
    m_component = new QQmlComponent(m_view->engine(), url, QQmlComponent::PreferSynchronous);
    QObject *object = nullptr;
    if (m_component->isReady()) {
        object = m_component->createWithInitialProperties(
            {{QStringLiteral("session"), QVariant::fromValue(m_session)}});
    }
    m_board = qobject_cast<QQuickItem *>(object);
    if (!m_board) {
        delete object;
        const QString details = m_component->errorString().trimmed();
        clearBoard();
        const QString text =
            //: Workshop, the board preview: %1: the reason, a sentence.
            tr("The board cannot be shown: %1")
                .arg(details.isEmpty() ? tr("the view is not a Qt Quick item") : details);
        showMessage(text);
        return text;
    }
    m_board->setParentItem(m_host);
    m_board->setSize(m_host->size());
    m_stack->setCurrentWidget(m_view);
    return {};
}

void BoardPreview::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        m_view->engine()->retranslate();
    QWidget::changeEvent(event);
}

} // namespace starboard::editor
