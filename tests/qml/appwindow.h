#pragma once

// Shared by the QML layout tests (tst_layout, tst_text_fits): the real app window
// (Main.qml, offscreen) with its own engine and settings in one language, and games played
// in it through the boards' controllers (tests/qml/goddriver.h, gcdriver.h).

#include "appsettings.h"
#include "gcdriver.h"
#include "goddriver.h"
#include "languages.h"
#include "session.h"
#include "textfit.h"

#include <QFile>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QtTest>

#include <functional>
#include <memory>

namespace appwindow {

using starboard::AppSettings;
using starboard::GameSession;
namespace god = starboard::god;
namespace gc = starboard::gc;
namespace languages = starboard::languages;
using textfit::sceneRect;

// The warnings of the run (collectWarnings installed as the message handler); a test
// fails on any.
inline QStringList g_warnings;

inline void collectWarnings(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    // Qt's own timer bookkeeping on the offscreen platform, not a misuse (an animation
    // stopped before its timer's queued start): the one line tst_soak ignores too; seen in
    // tst_gf_board_view's steps skipped one by one, 1 run in 3.
    if (message == QLatin1String("QUnifiedTimer::stopAnimationDriver: driver is not running"))
        return;
    if (type != QtDebugMsg && type != QtInfoMsg)
        g_warnings << message;
}

// The window's first size on a large screen.
inline const QSize kDefault(1200, 760);

inline QQuickItem *findItem(QQuickItem *root, const QString &objectName)
{
    if (!root)
        return nullptr;
    if (root->objectName() == objectName)
        return root;
    for (QQuickItem *child : root->childItems())
        if (QQuickItem *found = findItem(child, objectName))
            return found;
    return nullptr;
}

inline void findItems(QQuickItem *root, const QString &objectName, QList<QQuickItem *> &out)
{
    if (root->objectName() == objectName)
        out << root;
    for (QQuickItem *child : root->childItems())
        findItems(child, objectName, out);
}

class App
{
public:
    explicit App(QSize size, const QString &language = QStringLiteral("en"))
    {
        AppSettings::setInstance(&m_settings);
        m_settings.overrideLanguage(language);
        m_engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
        QQmlComponent component(&m_engine, QUrl(QStringLiteral("qrc:/qt/qml/Starboard/Main.qml")));
        m_root.reset(component.create());
        window = qobject_cast<QQuickWindow *>(m_root.get());
        if (!window) {
            g_warnings << component.errorString();
            return;
        }
        if (size.isValid())
            window->resize(size);
        window->show();
        session = window->property("session").value<GameSession *>();
        session->setComputerDelay(0);
        settle();
    }

    ~App()
    {
        if (session)
            session->waitForComputer();
        m_root.reset();
        AppSettings::setInstance(nullptr);
        languages::install(QStringLiteral("en"));
    }

    AppSettings &settings() { return m_settings; }

    void settle(int frames = 4) const
    {
        for (int i = 0; i < frames; ++i) {
            if (window)
                window->update();
            QTest::qWait(40);
        }
    }

    // Lets the window take in what changed (posted events, zero-interval timers, deferred
    // deletes) without waiting for frames: between decisions nobody looks at.
    void pump() const { QTest::qWait(1); }

    // Starts a game from `config`; true once its board is on the game screen.
    bool start(const QVariantMap &config)
    {
        const QString error = session->startNewGame(config);
        if (!error.isEmpty()) {
            g_warnings << error;
            return false;
        }
        for (int i = 0; i < 100; ++i) {
            QQuickItem *screen = gameScreen();
            if (screen && screen->property("board").value<QObject *>()) {
                settle();
                return screenSettled();
            }
            QTest::qWait(30);
        }
        return false;
    }

    // Once the game screen has come in (the StackView's transition is over).
    bool screenSettled() const
    {
        QQuickItem *screen = gameScreen();
        QQuickItem *stack = screen ? screen->parentItem() : nullptr;
        while (stack && !stack->inherits("QQuickStackView"))
            stack = stack->parentItem();
        for (int i = 0; stack && i < 100; ++i) {
            if (!stack->property("busy").toBool() && sceneRect(screen) == windowRect()) {
                settle();
                return true;
            }
            QTest::qWait(30);
        }
        return false;
    }

    QQuickItem *gameScreen() const { return item(QStringLiteral("gameScreen")); }
    QQuickItem *item(const QString &name) const { return findItem(window->contentItem(), name); }
    QQuickItem *board() const
    {
        QQuickItem *screen = gameScreen();
        return screen ? screen->property("board").value<QQuickItem *>() : nullptr;
    }
    template <typename Controller>
    Controller *controller() const
    {
        QQuickItem *b = board();
        return b ? b->findChild<Controller *>() : nullptr;
    }

    QRectF windowRect() const { return QRectF(0, 0, window->width(), window->height()); }

    // With STARBOARD_VIEW_SHOTS=<folder>, saves the window as <folder>/layout-<name>.png
    // (-200 added at 200%).
    void shoot(const QString &name) const
    {
        const QString folder = qEnvironmentVariable("STARBOARD_VIEW_SHOTS");
        if (folder.isEmpty())
            return;
        QString file = name;
        file.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_-]+")), QStringLiteral("-"));
        if (window->devicePixelRatio() > 1.5)
            file += QStringLiteral("-200");
        window->grabWindow().save(folder + QStringLiteral("/layout-") + file +
                                  QStringLiteral(".png"));
    }

    QQuickWindow *window = nullptr;
    GameSession *session = nullptr;

private:
    AppSettings m_settings{false};
    QQmlEngine m_engine;
    std::unique_ptr<QObject> m_root;
};

// Galaxy of D, hotseat or against a computer (whose turns it waits for), until `stop`
// holds at a decision of the viewer (after `each` has looked at every decision on the way).
inline bool playGod(App &app, const std::function<bool(god::GodController &)> &stop,
                    const std::function<void(god::GodController &)> &each = {})
{
    auto *c = app.controller<god::GodController>();
    if (!c)
        return false;
    int bought = 0;
    for (int guard = 0; guard < 3000 && !app.session->isTerminal(); ++guard) {
        if (app.session->privacyScreen()) {
            app.session->acknowledgePrivacy();
            continue;
        }
        if (!c->myDecision()) { // a computer seat's turn
            app.session->waitForComputer();
            app.pump();
            continue;
        }
        if (each) {
            app.settle(2);
            each(*c);
        } else {
            app.pump();
        }
        if (QTest::currentTestFailed())
            return false;
        if (stop(*c))
            return true;
        goddriver::decide(*c, *app.session, bought);
        if (QTest::currentTestFailed())
            return false;
    }
    return false;
}

inline QVariantMap godHotseat(int seed)
{
    return goddriver::config(QStringLiteral("normal"), false, QString::number(seed));
}

// A hotseat Galaxy of D game: the first buyer orders `interceptors` Interceptors (and
// nothing else), and in that seat's first movement selects the stack on its Starbase.
// Returns the seat, or -1.
inline int selectStartingStack(App &app, int interceptors)
{
    if (!app.start(godHotseat(1)))
        return -1;
    auto *c = app.controller<god::GodController>();
    if (!c ||
        !playGod(app, [](god::GodController &g) { return g.phase() == QLatin1String("purchase"); }))
        return -1;
    const int seat = c->state()->currentPlayer();
    const int interceptor = c->state()->game().shipTypeIndex("interceptor");
    for (int i = 0; i < interceptors; ++i)
        if (!c->buy(interceptor).isEmpty())
            return -1;
    if (!c->done().isEmpty() || !playGod(app, [seat](god::GodController &g) {
            return g.phase() == QLatin1String("movement") && g.state()->currentPlayer() == seat;
        }))
        return -1;
    if (!c->clickSector(c->state()->starbase(seat)).isEmpty())
        return -1;
    app.settle();
    return seat;
}

// Galaxy Command, Ann against one computer player, until `stop` holds at Ann's decision.
inline bool playGc(App &app, const std::function<bool(gc::GcController &)> &stop,
                   const std::function<void(gc::GcController &)> &each = {})
{
    auto *c = app.controller<gc::GcController>();
    if (!c)
        return false;
    for (int guard = 0; guard < 2000; ++guard) {
        app.session->waitForComputer();
        if (app.session->isTerminal())
            return false;
        if (each) {
            app.settle(2);
            each(*c);
        } else {
            app.pump();
        }
        if (QTest::currentTestFailed())
            return false;
        if (stop(*c))
            return true;
        gcdriver::decide(*c);
        if (QTest::currentTestFailed())
            return false;
    }
    return false;
}

// Whether the translations are embedded in the test (:/i18n).
inline bool hasI18n()
{
    return QFile::exists(QStringLiteral(":/i18n/starboard_de.qm"));
}

} // namespace appwindow
