#include "playtestdialog.h"

#include "ai/agent.h"
#include "data/data.h"
#include "documentkinds.h"
#include "engine/registry.h"
#include "playtest/playtest.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QTextBrowser>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace starboard::editor {

namespace {

QString percent(double share)
{
    return QStringLiteral("%1%").arg(share * 100.0, 0, 'f', 1);
}

} // namespace

PlaytestDialog::PlaytestDialog(const QString &gameId, const ContentSet &content, QWidget *parent)
    : QDialog(parent), m_gameId(gameId), m_content(content),
      m_cancelFlag(std::make_shared<std::atomic<bool>>(false))
{
    setObjectName(QStringLiteral("playtestDialog"));
    setWindowTitle(tr("Playtest"));
    const GameRegistration *registration = builtinGames().find(gameId.toStdString());

    m_players = new QSpinBox(this);
    m_players->setObjectName(QStringLiteral("players"));
    m_players->setRange(registration ? registration->info.minPlayers : 1,
                        registration ? registration->info.maxPlayers : 1);
    m_agent = new QComboBox(this);
    m_agent->setObjectName(QStringLiteral("agent"));
    for (const std::string &name : agentNames(gameId.toStdString())) {
        const QString id = QString::fromStdString(name);
        m_agent->addItem(
            id == QLatin1String("heuristic") ? tr("Standard (heuristic)") : tr("Random moves"), id);
    }
    m_agent->setCurrentIndex(m_agent->count() - 1);
    m_games = new QSpinBox(this);
    m_games->setObjectName(QStringLiteral("games"));
    m_games->setRange(1, 100000);
    m_games->setValue(100);
    m_seed = new QLineEdit(QStringLiteral("1"), this);
    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,19}")), m_seed));

    auto *form = new QFormLayout;
    // Which files stand in for the shipped ones, one line each: "Galaxy: /home/me/g.json".
    QStringList contentLines;
    for (auto it = content.constBegin(); it != content.constEnd(); ++it) {
        const DocumentKind *kind = kindForFormat(it.key());
        contentLines.append(tr("%1: %2").arg(kind ? kind->displayName() : it.key(), it.value()));
    }
    if (!contentLines.isEmpty())
        contentLines.append(tr("The rest as shipped with the game."));
    auto *contentLabel =
        new QLabel(contentLines.isEmpty() ? tr("The content shipped with the game.")
                                          : contentLines.join(QLatin1Char('\n')),
                   this);
    contentLabel->setObjectName(QStringLiteral("content"));
    contentLabel->setWordWrap(true);
    contentLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(tr("Content"), contentLabel);
    form->addRow(tr("Players"), m_players);
    form->addRow(tr("Computer players"), m_agent);
    form->addRow(tr("Games"), m_games);
    form->addRow(tr("Seed"), m_seed);

    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("progress"));
    m_progress->setValue(0);
    m_error = new QLabel(this);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b3261e;"));
    m_error->hide();
    m_result = new QTextBrowser(this);
    m_result->setObjectName(QStringLiteral("result"));
    m_result->setMinimumHeight(200);
    m_result->setPlaceholderText(
        tr("The same seed and settings always give the same games. Press Run."));

    auto *buttons = new QDialogButtonBox(this);
    m_run = buttons->addButton(tr("Run"), QDialogButtonBox::ActionRole);
    m_cancel = buttons->addButton(tr("Cancel run"), QDialogButtonBox::ActionRole);
    m_cancel->setEnabled(false);
    buttons->addButton(QDialogButtonBox::Close);
    connect(m_run, &QPushButton::clicked, this, &PlaytestDialog::run);
    connect(m_cancel, &QPushButton::clicked, this, &PlaytestDialog::cancel);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_error);
    layout->addWidget(m_result, 1);
    layout->addWidget(buttons);
    resize(560, 520);
}

PlaytestDialog::~PlaytestDialog()
{
    if (m_thread) {
        m_cancelFlag->store(true);
        m_thread->wait();
    }
}

QString PlaytestDialog::resultText() const
{
    return m_result->toPlainText();
}

void PlaytestDialog::cancel()
{
    m_cancelFlag->store(true);
}

void PlaytestDialog::run()
{
    if (m_thread)
        return;
    m_error->hide();
    const GameRegistration *registration = builtinGames().find(m_gameId.toStdString());
    QStringList errors;
    const auto content =
        registration ? data::loadContent(m_gameId.toStdString(), contentFiles(m_content), errors)
                     : nullptr;
    std::shared_ptr<Game> game =
        content ? registration->create(content, m_players->value()) : nullptr;
    if (!game) {
        if (errors.isEmpty())
            errors.append(
                tr("This content cannot seat %n player(s).", nullptr, m_players->value()));
        m_error->setText(errors.join(QLatin1Char('\n')));
        m_error->show();
        return;
    }
    PlaytestOptions options;
    options.agents.assign(std::size_t(game->numPlayers()),
                          m_agent->currentData().toString().toStdString());
    options.games = m_games->value();
    options.seed = m_seed->text().toULongLong();
    options.threads = std::clamp(QThread::idealThreadCount(), 1, 8);
    m_cancelFlag->store(false);
    options.cancel = m_cancelFlag.get();
    options.progress = [this](int done) {
        QMetaObject::invokeMethod(m_progress, "setValue", Qt::QueuedConnection, Q_ARG(int, done));
    };
    m_progress->setRange(0, options.games);
    m_progress->setValue(0);
    m_run->setEnabled(false);
    m_cancel->setEnabled(true);
    m_result->clear();

    auto result = std::make_shared<PlaytestResult>();
    auto seconds = std::make_shared<double>(0.0);
    m_thread = QThread::create([game, options, result, seconds] {
        QElapsedTimer timer;
        timer.start();
        runPlaytest(*game, options, *result, nullptr);
        *seconds = double(timer.nsecsElapsed()) / 1e9;
    });
    connect(m_thread, &QThread::finished, this, [this, result, seconds] {
        m_thread->deleteLater();
        m_thread = nullptr;
        m_run->setEnabled(true);
        m_cancel->setEnabled(false);
        showResult(*result, *seconds);
        emit finished();
    });
    m_thread->start();
}

void PlaytestDialog::showResult(const PlaytestResult &result, double seconds)
{
    const double n = std::max(1, result.games);
    QString html;
    html += QStringLiteral("<p><b>%1</b></p>")
                .arg(result.games < m_games->value()
                         ? tr("Cancelled after %n game(s).", nullptr, result.games)
                         : tr("%n game(s) played in %1 s.", nullptr, result.games)
                               .arg(seconds, 0, 'f', 2));
    html += QStringLiteral("<table cellpadding=3>");
    for (int seat = 0; seat < int(result.winsPerSeat.size()); ++seat) {
        const int wins = result.winsPerSeat[seat];
        html += QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td></tr>")
                    .arg(tr("Seat %1 wins").arg(seat + 1))
                    .arg(wins)
                    .arg(percent(wins / n));
    }
    html += QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td></tr>")
                .arg(tr("Games nobody won"))
                .arg(result.draws)
                .arg(percent(result.draws / n));
    html += QStringLiteral("</table>");
    if (result.winsPerSeat.size() > 1)
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("First player's win rate (decided games): %1")
                             .arg(percent(result.firstPlayerWinRate())));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Game length in actions: mean %1, median %2")
                         .arg(result.meanLength(), 0, 'f', 1)
                         .arg(result.medianLength(), 0, 'f', 1));
    if (result.hasScores()) {
        for (int seat = 0; seat < int(result.winsPerSeat.size()); ++seat) {
            const ScoreSummary scores = result.scoreSummary(seat);
            if (scores.games == 0)
                continue;
            html += QStringLiteral("<p>%1</p>")
                        .arg(tr("Seat %1 score: mean %2, lowest %3, highest %4")
                                 .arg(seat + 1)
                                 .arg(scores.mean, 0, 'f', 1)
                                 .arg(scores.min)
                                 .arg(scores.max));
        }
    }
    m_result->setHtml(html);
}

} // namespace starboard::editor
