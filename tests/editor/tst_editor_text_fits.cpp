// Does every text of the Workshop fit? (issue 12) The window at its default size (and at
// 900x600) in the pseudo-language (accented, about 40% longer) and in German: its start
// page, then a new document of every kind (each kind's editor): no label, button, group
// box title or tab may need more room than it has (tests/qml/widgetfit.h).

#include "../qml/widgetfit.h"
#include "documentkinds.h"
#include "editorwidget.h"
#include "languages.h"
#include "workshopwindow.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QtTest>

using namespace starboard;
using namespace starboard::editor;

class TestEditorTextFits : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("StarboardTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_editor_text_fits"));
        QSettings().clear();
    }

    void cleanupTestCase() { languages::install(QStringLiteral("en")); }

    void editors_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        for (const char *language : {"pseudo", "de"}) {
            QTest::addRow("%s 1100x720", language) << QString::fromLatin1(language) << QSize();
            QTest::addRow("%s 900x600", language)
                << QString::fromLatin1(language) << QSize(900, 600);
        }
    }

    void editors()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        if (language == QLatin1String("de") &&
            !QFile::exists(QStringLiteral(":/i18n/starboard_de.qm")))
            QSKIP("the translations are not embedded in this test");
        QCOMPARE(languages::install(language), language);
        WorkshopWindow window;
        window.setWritesSettings(false);
        if (size.isValid())
            window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList problems;
        auto look = [&](const QString &what) {
            QTest::qWait(150);
            for (const QString &cut : widgetfit::cutWidgets(&window))
                problems << what + QStringLiteral(": ") + cut;
        };
        look(QStringLiteral("start page"));
        // The walk sees the window's widgets (a walk of nothing could not fail).
        QVERIFY(window.findChildren<QLabel *>().size() +
                    window.findChildren<QAbstractButton *>().size() >
                3);
        for (const auto &kind : documentKinds()) {
            QVERIFY(window.newDocument(kind));
            look(kind.format);
            // Every page of the editor's own tabs.
            for (QTabWidget *tabs : window.currentEditor()->findChildren<QTabWidget *>()) {
                if (!tabs->isVisible())
                    continue;
                for (int i = 0; i < tabs->count(); ++i) {
                    tabs->setCurrentIndex(i);
                    look(kind.format + QStringLiteral(" / ") + tabs->tabText(i));
                }
            }
        }
        // Where the editors need more room than asked for, the window grows (its layouts'
        // minimum): said, not failed.
        qInfo("%s: window %dx%d", qPrintable(language), window.width(), window.height());
        problems.removeDuplicates();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestEditorTextFits)
#include "tst_editor_text_fits.moc"
