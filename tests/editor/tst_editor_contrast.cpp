// The Workshop in high contrast: its palette (the window, a tree, a dialog's button) follows
// AppSettings::highContrast at once, and goes back to the palette from before when it is
// switched off.

#include "appsettings.h"
#include "contrastpalette.h"
#include "workshopwindow.h"

#include <QApplication>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTreeView>
#include <QtTest>

using namespace starboard;
using namespace starboard::editor;

class TestEditorContrast : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("StarboardTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_editor_contrast"));
        QSettings().clear();
    }

    // Qt passes an application palette on to the widgets in posted events: the checks wait.
    void paletteFollowsTheSetting()
    {
        AppSettings settings(false);
        WorkshopWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QPalette before = window.palette();
        QPushButton button(QStringLiteral("OK")); // a window of its own, like a dialog's
        button.show();
        followHighContrast(&settings);
        QTest::qWait(50);
        QVERIFY(samePalette(window.palette(), before)); // off: nothing changed

        settings.setHighContrast(true);
        const QPalette high = highContrastPalette();
        QTRY_COMPARE(window.palette().color(QPalette::Window), QColor(Qt::black));
        QCOMPARE(window.palette().color(QPalette::WindowText), QColor(Qt::white));
        QCOMPARE(window.palette().color(QPalette::Highlight), high.color(QPalette::Highlight));
        QCOMPARE(window.palette().color(QPalette::HighlightedText), QColor(Qt::black));
        QTRY_COMPARE(button.palette().color(QPalette::ButtonText), QColor(Qt::white));
        // The widgets inside (a document's tree, the start page's lists) too.
        const QList<QWidget *> children = window.findChildren<QWidget *>();
        QVERIFY(!children.isEmpty());
        for (QWidget *child : children)
            QTRY_COMPARE(child->palette().color(QPalette::Text), QColor(Qt::white));
        QVERIFY(window.palette().color(QPalette::Disabled, QPalette::Text) != QColor(Qt::white));

        settings.setHighContrast(false);
        QTRY_VERIFY(samePalette(window.palette(), before));
        QTRY_COMPARE(button.palette().color(QPalette::Window), before.color(QPalette::Window));
    }

    // A high contrast stored from an earlier run applies when the Workshop starts.
    void storedSettingAppliesAtStart()
    {
        const QPalette before = QApplication::palette();
        {
            AppSettings stored(true);
            stored.setHighContrast(true);
        }
        AppSettings settings(true);
        followHighContrast(&settings);
        WorkshopWindow window;
        window.show();
        QTRY_COMPARE(window.palette().color(QPalette::Base), QColor(Qt::black));
        settings.setHighContrast(false);
        QTRY_VERIFY(samePalette(window.palette(), before));
    }

private:
    // The colours of every role in every group.
    static bool samePalette(const QPalette &a, const QPalette &b)
    {
        for (int group = 0; group < QPalette::NColorGroups; ++group)
            for (int role = 0; role < QPalette::NColorRoles; ++role)
                if (a.color(QPalette::ColorGroup(group), QPalette::ColorRole(role)) !=
                    b.color(QPalette::ColorGroup(group), QPalette::ColorRole(role)))
                    return false;
        return true;
    }
};

QTEST_MAIN(TestEditorContrast)
#include "tst_editor_contrast.moc"
