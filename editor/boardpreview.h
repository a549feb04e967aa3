#pragma once

// A live preview of edited content drawn by the game's own board view: a GameSession on the
// content (GameSession::startNewGame with the edited files in place of the shipped ones) and
// the QML board the game screen shows for it (GameCatalog::boardUrl) in a QQuickWidget.
// The Starboard QML module must be registered in the process (the app and the tests import
// its static plugin); the preview says so instead of a board when it is not.

#include "session.h"

#include <QString>
#include <QVariantMap>
#include <QWidget>

class QLabel;
class QQmlComponent;
class QQuickItem;
class QQuickWidget;
class QStackedWidget;

namespace starboard::editor {

class BoardPreview : public QWidget
{
    Q_OBJECT

public:
    explicit BoardPreview(QWidget *parent = nullptr);
    ~BoardPreview() override;

    // Starts a new game of `config` (see GameSession::startNewGame; every seat should be
    // human so that nobody moves by itself) and shows its board. Returns "" or the reason
    // there is no board (also shown in its place).
    // With a `position`, the game starts from the position it makes (GameSession::
    // startPosition: the Galaxy Fighters spawn deck designer shows one spawn card so).
    QString showGame(const QVariantMap &config, const GameSession::PositionFactory &position = {});
    // Shows `text` in place of the board (a document the game cannot load yet).
    void showMessage(const QString &text);

    GameSession *session() const { return m_session; }
    QQuickWidget *view() const { return m_view; }
    QQuickItem *board() const { return m_board; }
    bool showsBoard() const;
    QString message() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void clearBoard();

    GameSession *m_session = nullptr;
    QStackedWidget *m_stack = nullptr;
    QQuickWidget *m_view = nullptr;
    QLabel *m_message = nullptr;
    QQmlComponent *m_component = nullptr;
    QQuickItem *m_host = nullptr;
    QQuickItem *m_board = nullptr;
};

} // namespace starboard::editor
