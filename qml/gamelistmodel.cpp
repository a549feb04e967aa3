#include "gamelistmodel.h"

#include "gamecatalog.h"

#include <QCoreApplication>
#include <QEvent>

namespace starboard {

GameListModel::GameListModel(QObject *parent) : QAbstractListModel(parent)
{
    rebuild();
    // Installing a translator sends LanguageChange to the application object.
    if (QCoreApplication *app = QCoreApplication::instance())
        app->installEventFilter(this);
}

bool GameListModel::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance() &&
        rowCount() > 0)
        emit dataChanged(index(0), index(rowCount() - 1), {Qt::DisplayRole, NameRole, PitchRole});
    return QAbstractListModel::eventFilter(watched, event);
}

void GameListModel::rebuild()
{
    m_gameIds.clear();
    for (const QString &id : GameCatalog::allGameIds()) {
        const bool playable = GameCatalog::isPlayable(id);
        if (m_onlyComingSoon ? !playable : (m_includeComingSoon || playable))
            m_gameIds.append(id);
    }
}

void GameListModel::setOnlyComingSoon(bool only)
{
    if (only == m_onlyComingSoon)
        return;
    beginResetModel();
    m_onlyComingSoon = only;
    rebuild();
    endResetModel();
    emit onlyComingSoonChanged();
    emit countChanged();
}

void GameListModel::setIncludeComingSoon(bool include)
{
    if (include == m_includeComingSoon)
        return;
    beginResetModel();
    m_includeComingSoon = include;
    rebuild();
    endResetModel();
    emit includeComingSoonChanged();
    emit countChanged();
}

int GameListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_gameIds.size());
}

QVariant GameListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QString &id = m_gameIds[index.row()];
    switch (role) {
    case GameIdRole:
        return id;
    case Qt::DisplayRole:
    case NameRole:
        return GameCatalog::gameName(id);
    case MinPlayersRole:
        return GameCatalog::minPlayers(id);
    case MaxPlayersRole:
        return GameCatalog::maxPlayers(id);
    case HasChanceRole:
        return GameCatalog::hasChance(id);
    case HasHiddenInformationRole:
        return GameCatalog::hasHiddenInformation(id);
    case PitchRole:
        return GameCatalog::pitch(id);
    case ArtRole:
        return GameCatalog::artUrl(id);
    case PlayableRole:
        return GameCatalog::isPlayable(id);
    default:
        return {};
    }
}

QHash<int, QByteArray> GameListModel::roleNames() const
{
    return {
        {GameIdRole, "gameId"},         {NameRole, "name"},
        {MinPlayersRole, "minPlayers"}, {MaxPlayersRole, "maxPlayers"},
        {HasChanceRole, "hasChance"},   {HasHiddenInformationRole, "hasHiddenInformation"},
        {PitchRole, "pitch"},           {ArtRole, "art"},
        {PlayableRole, "playable"},
    };
}

} // namespace starboard
