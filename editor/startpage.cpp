#include "startpage.h"

#include "documentkinds.h"
#include "gamecatalog.h"
#include "workshopwindow.h"

#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QVBoxLayout>

namespace starboard::editor {

QGroupBox *makeRecoveryBox(const QList<RecoveryStore::Entry> &entries, QWidget *parent,
                           const std::function<void(const QString &)> &openFn,
                           const std::function<void(const QString &)> &discardFn)
{
    //: Workshop, the start page and the Recover dialog: the heading of the documents that can
    //: be recovered.
    auto *box = new QGroupBox(StartPage::tr("Recover unsaved work"), parent);
    box->setObjectName(QStringLiteral("recoveryBox"));
    auto *rows = new QGridLayout(box);
    //: Workshop, the start page and the Recover dialog: above the list of documents that can
    //: be recovered.
    auto *explain =
        new QLabel(StartPage::tr("The Workshop ended without saving these changes:"), box);
    explain->setWordWrap(true);
    rows->addWidget(explain, 0, 0, 1, 3);
    int row = 1;
    for (const RecoveryStore::Entry &entry : entries) {
        const QString when = QLocale().toString(entry.written.toLocalTime(), QLocale::ShortFormat);
        QString where;
        if (entry.file.isEmpty()) {
            //: Workshop, the start page, a document to recover: %1: its name, e.g.
            //: 'Galaxy (untitled)'; %2: a date and time.
            where = StartPage::tr("%1 (never saved), changes of %2").arg(entry.name, when);
        } else {
            //: Workshop, the start page, a document to recover: %1: its file's name;
            //: %2: a date and time; %3: the folder of the file.
            where = StartPage::tr("%1, changes of %2 (in %3)")
                        .arg(entry.name, when, QFileInfo(entry.file).absolutePath());
        }
        auto *label = new QLabel(where, box);
        label->setObjectName(QStringLiteral("recoverable"));
        label->setWordWrap(true);
        label->setToolTip(entry.file);
        rows->addWidget(label, row, 0);
        //: Workshop, the start page: opens a document recovered after a crash.
        auto *open = new QPushButton(StartPage::tr("Open"), box);
        open->setObjectName(QStringLiteral("recoverOpen"));
        //: Workshop, the start page: deletes a recovered document's unsaved changes for good.
        auto *discard = new QPushButton(StartPage::tr("Discard"), box);
        discard->setObjectName(QStringLiteral("recoverDiscard"));
        open->setAccessibleDescription(where);
        discard->setAccessibleDescription(where);
        const QString file = entry.recoveryFile;
        QObject::connect(open, &QPushButton::clicked, box, [openFn, file] { openFn(file); });
        QObject::connect(discard, &QPushButton::clicked, box,
                         [discardFn, file] { discardFn(file); });
        rows->addWidget(open, row, 1);
        rows->addWidget(discard, row, 2);
        ++row;
    }
    rows->setColumnStretch(0, 1);
    return box;
}

StartPage::StartPage(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("startPage"));
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(40, 32, 40, 32);
    rebuild();
}

void StartPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QWidget::changeEvent(event);
}

void StartPage::showEvent(QShowEvent *event)
{
    rebuild(); // the recent files may have changed
    QWidget::showEvent(event);
}

void StartPage::rebuild()
{
    delete m_content;
    m_content = new QWidget(this);
    m_content->setMaximumWidth(760);
    auto *column = new QVBoxLayout(m_content);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(14);

    //: Workshop, the start page: its title, the editor's name.
    auto *title = new QLabel(tr("Starboard Workshop"), m_content);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.8);
    titleFont.setBold(true);
    title->setFont(titleFont);
    column->addWidget(title);
    auto *intro = new QLabel(tr("Make your own galaxies, ship tables, card decks and rule "
                                "variants. Every change can be undone, the game's own checks "
                                "tell what it would refuse, and Play It or Playtest tries your "
                                "content at once."),
                             m_content);
    intro->setWordWrap(true);
    column->addWidget(intro);

    // Unsaved work left by a Workshop that ended without closing (a crash, a kill).
    const QList<RecoveryStore::Entry> recoverable =
        m_recoverySource ? m_recoverySource() : QList<RecoveryStore::Entry>();
    if (!recoverable.isEmpty()) {
        column->addWidget(makeRecoveryBox(
            recoverable, m_content, [this](const QString &file) { emit recoverRequested(file); },
            [this](const QString &file) { emit discardRecoveryRequested(file); }));
    }

    // A group of New buttons for each game, in the order of documentKinds().
    auto *startNew = new QLabel(tr("Start a new file:"), m_content);
    QFont bold = startNew->font();
    bold.setBold(true);
    startNew->setFont(bold);
    column->addWidget(startNew);
    // Two games a row: with four games in one row the Workshop's narrowest window cut their
    // buttons (tst_editor_text_fits).
    auto *games = new QGridLayout;
    games->setHorizontalSpacing(16);
    games->setVerticalSpacing(12);
    constexpr int kGamesPerRow = 2;
    QStringList gameIds;
    for (const DocumentKind &kind : documentKinds()) {
        if (!gameIds.contains(kind.gameId))
            gameIds.append(kind.gameId);
    }
    for (const QString &gameId : std::as_const(gameIds)) {
        auto *box = new QGroupBox(GameCatalog::gameName(gameId), m_content);
        auto *buttons = new QVBoxLayout(box);
        for (const DocumentKind &kind : documentKinds()) {
            if (kind.gameId != gameId)
                continue;
            const DocumentKind *k = &kind;
            auto *button = new QPushButton(kind.displayName(), box);
            button->setToolTip(tr("A new file of this kind, from the one the game ships"));
            button->setObjectName(QStringLiteral("new:") + kind.format);
            if (kind.templates.empty()) {
                connect(button, &QPushButton::clicked, this,
                        [this, k] { emit newRequested(k, QString()); });
            } else {
                auto *menu = new QMenu(button);
                for (const DocumentTemplate &start : kind.templates) {
                    const QString file = start.file;
                    menu->addAction(start.displayName(), this,
                                    [this, k, file] { emit newRequested(k, file); });
                }
                button->setMenu(menu);
                // Room for the text and the menu's arrow (the style draws one over the other).
                button->setMinimumWidth(button->sizeHint().width() +
                                        2 * button->fontMetrics().height());
            }
            buttons->addWidget(button);
        }
        buttons->addStretch();
        const int at = int(gameIds.indexOf(gameId));
        games->addWidget(box, at / kGamesPerRow, at % kGamesPerRow);
    }
    for (int c = 0; c < kGamesPerRow; ++c)
        games->setColumnStretch(c, 1);
    column->addLayout(games);

    auto *open = new QPushButton(tr("Open a File…"), m_content);
    open->setObjectName(QStringLiteral("openButton"));
    connect(open, &QPushButton::clicked, this, &StartPage::openRequested);
    auto *openRow = new QHBoxLayout;
    openRow->addWidget(open);
    openRow->addStretch();
    column->addLayout(openRow);

    const QStringList recent = WorkshopWindow::recentFiles();
    if (!recent.isEmpty()) {
        //: Workshop, the start page: a heading: the files opened lately.
        auto *recentTitle = new QLabel(tr("Recent files"), m_content);
        recentTitle->setFont(bold);
        column->addWidget(recentTitle);
        for (const QString &path : recent) {
            // A link per file: its name, and the folder in grey.
            auto *link = new QLabel(m_content);
            link->setTextFormat(Qt::RichText);
            link->setText(QStringLiteral("<a href=\"%1\">%2</a> <span style=\"color:#777\">%3"
                                         "</span>")
                              .arg(path.toHtmlEscaped(), QFileInfo(path).fileName().toHtmlEscaped(),
                                   QFileInfo(path).absolutePath().toHtmlEscaped()));
            link->setToolTip(path);
            connect(link, &QLabel::linkActivated, this, &StartPage::recentRequested);
            column->addWidget(link);
        }
    }
    column->addStretch();

    m_layout->addWidget(m_content, 1, Qt::AlignHCenter);
}

} // namespace starboard::editor
